package org.lnetscope.render;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceReader;

/** {@code lnetscope render FILE --view fabric|router [--node HOST] [--at T] [--width PX] -o OUT.svg}. */
public final class RenderCommand implements Command {

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
                  FILE     a .lnetmodel, .lnetmodelb or .lnettrace
                  --view   fabric: the graph of computes, routers and servers; router: one router's queues and conns
                  --node   the router to draw (default: the one pinning most memory)
                  --at T   for a trace: the time to draw (e.g. 312.5s, 5m); default: the end
                  --width  width of the router picture in pixels (default 1400)
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
                case "--width" -> width = Integer.parseInt(UsageException.valueOf(args, ++i, a));
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
        Path input = Path.of(file);
        String svg;
        if (file.endsWith(".lnettrace")) {
            try (TraceReader reader = TraceReader.open(input)) {
                reader.warnings().forEach(w -> console.err().println("lnetscope render: warning: " + w));
                ReplayCursor cursor = new ReplayCursor(reader);
                cursor.seek(at == null ? reader.endTimeNs() : TimeFormat.parseIn(at, reader.startTimeNs()));
                EmfSync sync = new EmfSync(cursor.state());
                svg = draw(sync.fabric(), view, node, width);
                console.err().println("lnetscope render: " + file + " at t=" + TimeFormat.show(cursor.timeNs())
                        + " (event " + cursor.position() + " of " + cursor.eventCount() + ")");
            }
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
