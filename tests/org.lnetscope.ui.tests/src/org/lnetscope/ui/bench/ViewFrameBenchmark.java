package org.lnetscope.ui.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.LargeFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.render.router.Shape;
import org.lnetscope.ui.fabric.FabricCanvas;
import org.lnetscope.ui.router.RouterInternalsCanvas;

/**
 * Frame times of the two drawn views on big fabrics: a benchmark, not a test (it asserts nothing
 * and only runs with LNETSCOPE_BENCH=1). It prints a frame-time histogram per case; the figures
 * go to docs/benchmarks.md with the command:
 * {@code LNETSCOPE_BENCH=1 ./mvnw -o -pl bundles/org.lnetscope.app,tests/org.lnetscope.ui.tests -am verify
 * -Dtest=ViewFrameBenchmark -Dsurefire.failIfNoSpecifiedTests=false}
 */
@EnabledIfEnvironmentVariable(named = "LNETSCOPE_BENCH", matches = "1")
class ViewFrameBenchmark {

    private static final int FRAMES = 120;

    @Test
    void frameTimes() throws Exception {
        Display display = Display.getCurrent();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(1600, 1000);
        try {
            firstFrame(shell);
            fabricCase(shell, "fabric 1,000 nodes (20 routers, 900 computes, 80 servers)",
                    LargeFabric.build(new LargeFabric.Size(20, 45, 80, 10, 1, 10)));
            fabricCase(shell, "fabric 5,550 nodes (50 routers, 5,000 computes, 500 servers)",
                    LargeFabric.build(LargeFabric.Size.MILLION));
            Fabric seed = SeedIncident.build(SeedIncident.Scale.FULL);
            Node router = seed.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
            RouterInternalsCanvas internals = new RouterInternalsCanvas(shell);
            shell.layout();
            long t0 = System.nanoTime();
            internals.setRouter(router);
            System.out.printf(Locale.ROOT, "router internals, seed at full scale: layout %.1f ms, %d shapes%n",
                    (System.nanoTime() - t0) / 1e6, internals.picture().shapes().size());
            frames("router internals, seed at full scale", internals, c -> {});
            // A replay step outlines what it changed: a peer NI, a message deep in an rtrq, a pinned conn.
            var lane = internals.picture().shapes().stream()
                    .filter(sh -> sh.kind() == Shape.Kind.LANE_LABEL).reduce((a, b) -> b)
                    .orElseThrow();
            PeerNi peerNi = (PeerNi) lane.subject();
            var worst = router.getPeers().stream().flatMap(p -> p.getPeerNis().stream())
                    .max(Comparator.comparingInt(p -> p.routerQueue().size())).orElseThrow();
            Object message = worst.routerQueue().get(worst.routerQueue().size() - 1);
            Object conn = router.pinnedConns().get(router.pinnedConns().size() - 1);
            var step = Set.of(peerNi, message, conn);
            internals.setHighlighted(step);
            System.out.printf(Locale.ROOT, "router internals, step outline: %d shapes outlined%n",
                    internals.highlightedShapes().size());
            // As in playback: every frame a new step, so the outlined shapes are found again in each paint.
            frames("router internals, seed at full scale, step outline on 3 objects, new each frame", internals,
                    c -> ((RouterInternalsCanvas) c).setHighlighted(step));
            internals.dispose();
        } finally {
            shell.dispose();
        }
    }

    /** File to first painted frame of both drawn views: load, graph, ELK, router picture, paint. */
    private static void firstFrame(Shell shell) throws Exception {
        Path seed = Path.of("..", "..", "examples", "seed-incident.lnetmodelb");
        for (int run = 1; run <= 3; run++) {
            long t0 = System.nanoTime();
            Fabric fabric = LnetResources.load(seed);
            long loaded = System.nanoTime();
            FabricCanvas canvas = new FabricCanvas(shell);
            RouterInternalsCanvas internals = new RouterInternalsCanvas(shell);
            shell.layout();
            canvas.setFabric(fabric);
            internals.setRouter(fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst()
                    .orElseThrow());
            Image image = new Image(shell.getDisplay(), 1600, 1000);
            GC gc = new GC(image);
            canvas.paintTo(gc);
            internals.paintTo(gc);
            gc.dispose();
            image.dispose();
            long painted = System.nanoTime();
            System.out.printf(Locale.ROOT, "open seed-incident.lnetmodelb to first frame, run %d: %.0f ms (load %.0f ms)%n",
                    run, (painted - t0) / 1e6, (loaded - t0) / 1e6);
            canvas.dispose();
            internals.dispose();
        }
    }

    private static void fabricCase(Shell shell, String name, Fabric fabric) {
        FabricCanvas canvas = new FabricCanvas(shell);
        shell.layout();
        long t0 = System.nanoTime();
        canvas.setFabric(fabric);
        System.out.printf(Locale.ROOT, "%s: first layout (graph + ELK) %.0f ms, %d boxes, %d links%n", name,
                (System.nanoTime() - t0) / 1e6, canvas.layoutResult().boxes().size(),
                canvas.layoutResult().routes().size());
        // A replay frame recolours in place; time it warm, as playback runs it 30 times a second.
        double[] update = new double[20];
        for (int i = 0; i < update.length; i++) {
            t0 = System.nanoTime();
            canvas.refreshState();
            update[i] = (System.nanoTime() - t0) / 1e6;
        }
        double first = update[0];
        Arrays.sort(update);
        System.out.printf(Locale.ROOT, "%s: replay frame update (no relayout) first %.1f ms, p50 %.1f ms, max %.1f ms%n",
                name, first, update[update.length / 2], update[update.length - 1]);
        frames(name + ", fit", canvas, c -> {});
        frames(name + ", zoom/pan", canvas, c -> ((FabricCanvas) c).zoom(1.02));
        canvas.dispose();
    }

    /** Paints {@code FRAMES} frames of the canvas's current picture into an image of its size. */
    private static void frames(String name, Canvas canvas, Consumer<Canvas> beforeFrame) {
        Display display = canvas.getDisplay();
        var size = canvas.getSize();
        Image image = new Image(display, Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(image);
        double[] ms = new double[FRAMES];
        try {
            for (int i = 0; i < FRAMES; i++) {
                beforeFrame.accept(canvas);
                long t0 = System.nanoTime();
                if (canvas instanceof FabricCanvas f) {
                    f.paintTo(gc);
                } else {
                    ((RouterInternalsCanvas) canvas).paintTo(gc);
                }
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
        } finally {
            gc.dispose();
            image.dispose();
        }
        Arrays.sort(ms);
        int[] buckets = new int[5];
        for (double m : ms) {
            buckets[m < 8 ? 0 : m < 16.7 ? 1 : m < 33.3 ? 2 : m < 50 ? 3 : 4]++;
        }
        System.out.printf(Locale.ROOT,
                "%s: %d frames p50 %.1f ms, p95 %.1f ms, max %.1f ms | <8ms %d, 8-16.7 %d, 16.7-33 %d, 33-50 %d, >=50 %d%n",
                name, FRAMES, ms[FRAMES / 2], ms[(int) (FRAMES * 0.95)], ms[FRAMES - 1], buckets[0], buckets[1],
                buckets[2], buckets[3], buckets[4]);
    }
}
