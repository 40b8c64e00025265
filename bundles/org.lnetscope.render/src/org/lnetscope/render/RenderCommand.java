package org.lnetscope.render;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.resource.PlainWords;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.vmcore.model.VmcoreExtract;

/** {@code lnetscope render FILE --view fabric|router [--node HOST] [--at T] [--width PX] -o OUT.svg}. */
public final class RenderCommand implements Command {

    /** Narrower than this the router picture's columns overlap; wider is no longer a picture but a poster. */
    static final int MIN_WIDTH = 300;
    static final int MAX_WIDTH = 20_000;

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String summary() {
        return "draw the Fabric or Router Internals view of a fabric or trace to SVG, without a window";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope render FILE --view fabric|router [--node HOST] [--at T] [--width PX] -o OUT.svg
                  FILE     a .lnetmodel, .lnetmodelb, .lnettrace or a crash(8) extract of a router's vmcore
                  --view   fabric: the graph of computes, routers and servers; router: one router's queues and conns
                  --node   the router to draw (default: the one pinning most memory)
                  --at T   for a trace: the time to draw (e.g. 312.5s, 5m); default: the end
                  --width  width of the router picture in pixels, 300..20000 (default 1400)
                The SVG is written to a temporary file next to OUT, then renamed.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        String file = null;
        String view = null;
        String node = null;
        String at = null;
        String out = null;
        int width = 1400;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--view" -> view = UsageException.valueOf(args, ++i, a);
                case "--node" -> node = UsageException.valueOf(args, ++i, a);
                case "--at" -> at = UsageException.valueOf(args, ++i, a);
                case "-o", "--output" -> out = UsageException.valueOf(args, ++i, a);
                case "--width" -> width = Numbers.parseInt(a, UsageException.valueOf(args, ++i, a), MIN_WIDTH, MAX_WIDTH);
                default -> {
                    if (a.startsWith("-") || file != null) {
                        throw new UsageException("unexpected argument '" + a + "'");
                    }
                    file = a;
                }
            }
        }
        if (file == null || out == null || view == null) {
            throw new UsageException("needs FILE, --view and -o");
        }
        if (!view.equals("fabric") && !view.equals("router")) {
            throw new UsageException("--view is fabric or router, not '" + view + "'");
        }
        if (!out.toLowerCase(Locale.ROOT).endsWith(".svg")) {
            // SVG is all this command draws: writing it into x.png would make a file no viewer opens
            throw new UsageException("-o must end in .svg (the picture is SVG; rsvg-convert or a browser makes a PNG of it), not '"
                    + out + "'");
        }
        Path input = Path.of(file);
        AtomicFileSave.checkOutput(Path.of(out), input); // before any work: not the input, a device, a missing folder
        String svg;
        if (FileKind.of(input) == FileKind.TRACE) {
            try (TraceReader reader = TraceReader.open(input)) {
                svg = drawTrace(reader, file, view, node, width, at, console);
            } catch (TraceFormatException e) {
                throw e;
            } catch (RuntimeException e) {
                // an event that does not fit the state it is applied to: the trace is damaged; name it
                throw new IOException(file + ": cannot be replayed: "
                        + PlainWords.plain(e.getMessage() == null ? e.getClass().getName() : e.getMessage()), e);
            }
        } else if (FileKind.of(input) == FileKind.CRASH_EXTRACT) {
            if (at != null) {
                throw new UsageException("--at needs a trace; a crash extract is one instant");
            }
            if (!Files.exists(input)) {
                throw new NoSuchFileException(file + ": no such file");
            }
            // as the window draws an opened extract (Sessions.open): its router's peer NIs, queues and conns
            VmcoreExtract extract = VmcoreExtract.read(input);
            if (!extract.hasLnetState()) {
                throw new IOException(VmcoreExtract.noLnetState(input));
            }
            svg = draw(extract.fabric(), view, node, width);
        } else {
            if (at != null) {
                throw new UsageException("--at needs a trace; a fabric file is one instant");
            }
            svg = draw(LnetResources.load(input), view, node, width);
        }
        AtomicFileSave.write(Path.of(out), svg.getBytes(StandardCharsets.UTF_8));
        console.out().println(out);
        return ExitStatus.OK;
    }

    private static String drawTrace(TraceReader reader, String file, String view, String node, int width, String at, Console console)
            throws UsageException {
        reader.warnings().forEach(w -> console.err().println("lnetscope render: warning: " + w));
        long time;
        try {
            time = at == null ? reader.endTimeNs() : TimeFormat.parseIn(at, reader.startTimeNs());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--at: " + e.getMessage());
        }
        ReplayCursor cursor = new ReplayCursor(reader);
        cursor.seek(time);
        EmfSync sync = new EmfSync(cursor.state());
        String svg = draw(sync.fabric(), view, node, width);
        console.err().println("lnetscope render: " + file + " at t=" + TimeFormat.show(cursor.timeNs())
                + " (event " + cursor.position() + " of " + cursor.eventCount() + ")");
        return svg;
    }

    static String draw(Fabric fabric, String view, String nodeName, int width) throws UsageException {
        if (view.equals("fabric")) {
            return SvgPictures.fabric(FabricLayout.layout(FabricGraphBuilder.build(fabric, Set.of())));
        }
        Node router = nodeName == null ? worstRouter(fabric) : fabric.findNode(nodeName);
        if (router == null) {
            throw new UsageException(nodeName == null ? "the fabric has no router" : "no node '" + nodeName + "'");
        }
        RouterPicture picture = RouterPicture.of(router, width);
        return SvgPictures.router(picture, Math.max(width, 600));
    }

    static Node worstRouter(Fabric fabric) {
        Node worst = null;
        for (Node n : fabric.getNodes()) {
            if (n.getRole() == NodeRole.ROUTER && (worst == null || n.pinnedBytes() > worst.pinnedBytes())) {
                worst = n;
            }
        }
        return worst;
    }
}
