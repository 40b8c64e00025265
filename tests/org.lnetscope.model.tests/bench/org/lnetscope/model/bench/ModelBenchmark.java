package org.lnetscope.model.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.examples.LargeFabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;

/**
 * The model-file benchmark of issue 3, as a main rather than a timed unit test (timings on a
 * shared 2-core build machine would make a test flaky). docs/benchmarks.md has the command.
 *
 * <pre>ModelBenchmark DIR [ROUTERS [SMALL_ROUTERS...]]</pre>
 *
 * Builds {@link LargeFabric} with ROUTERS routers (50, the default, is ~1 M objects), then saves
 * and loads it in DIR with every {@link Variant}: loads three times each (the first includes JIT
 * warm-up). EMF's default XMI load resolves every reference by walking the tree, which is
 * quadratic, so it is compared with the tuned load on fabrics of SMALL_ROUTERS routers (default
 * 1 and 2) instead of the full one. Ends with heap per object and per queued message.
 */
public final class ModelBenchmark {

    private static final int LOADS = 3;

    private final Path dir;
    private final List<String> rows = new ArrayList<>();

    private ModelBenchmark(Path dir) {
        this.dir = dir;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ModelBenchmark DIR [ROUTERS [SMALL_ROUTERS...]]");
            System.exit(2);
        }
        int routers = args.length > 1 ? Integer.parseInt(args[1]) : LargeFabric.Size.MILLION.routers();
        List<Integer> small = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            small.add(Integer.parseInt(args[i]));
        }
        if (small.isEmpty()) {
            small = List.of(1, 2);
        }
        Path dir = Files.createDirectories(Path.of(args[0]));
        LnetResources.registerStandalone();
        new ModelBenchmark(dir).run(routers, small);
    }

    private void run(int routers, List<Integer> smallRouters) throws IOException {
        System.out.printf("Java %s, %d CPUs, max heap %d MB%n", Runtime.version(), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        long heapBefore = Heap.used();
        long start = System.nanoTime();
        Fabric fabric = LargeFabric.build(size(routers));
        long buildNanos = System.nanoTime() - start;
        Counts counts = Counts.of(fabric);
        long heap = Heap.used() - heapBefore;
        row("build " + counts, ms(buildNanos), "", "");

        start = System.nanoTime();
        Diagnostic result = LnetValidation.validate(fabric);
        row("validate (" + LnetValidation.problems(result).size() + " warnings)", ms(System.nanoTime() - start), "", "");

        for (Variant variant : List.of(Variant.XMI_TUNED, Variant.BINARY, Variant.XMI_DEFAULT)) {
            Path file = dir.resolve("million-" + variant.name().toLowerCase(Locale.ROOT) + "." + variant.extension);
            start = System.nanoTime();
            variant.save(fabric, file);
            String save = ms(System.nanoTime() - start);
            String loads = variant == Variant.XMI_DEFAULT ? "quadratic: see below" : loads(variant, file, counts);
            row(variant.label, save, loads, mb(Files.size(file)));
        }
        fabric = null;
        linearity(Math.max(1, routers / 3));
        for (int small : smallRouters) {
            compareXmiLoads(small);
        }
        fabric = LargeFabric.build(size(routers));
        long perMessage = heapPerMessage(fabric, counts);
        print();
        System.out.printf("%nheap: %d MB for %,d objects = %d bytes/object; %d bytes per queued lnet_msg"
                + " with the kib_rx it holds (marginal)%n", heap >> 20, counts.objects(), heap / counts.objects(), perMessage);
    }

    /** The fabric at 50 routers; fewer routers keep the per-router shape and the servers. */
    private static LargeFabric.Size size(int routers) {
        LargeFabric.Size m = LargeFabric.Size.MILLION;
        return new LargeFabric.Size(routers, m.computesPerRouter(), m.servers(), m.busyServersPerRouter(),
                m.pinnedConnsPerBusyServer(), m.idleConnsPerRouter());
    }

    private String loads(Variant variant, Path file, Counts expected) throws IOException {
        List<String> times = new ArrayList<>();
        for (int i = 0; i < LOADS; i++) {
            Heap.used();
            long start = System.nanoTime();
            Fabric loaded = variant.load(file);
            times.add(ms(System.nanoTime() - start));
            Counts counts = Counts.of(loaded);
            if (counts.objects() != expected.objects()) {
                throw new IllegalStateException(variant + " loaded " + counts + ", expected " + expected);
            }
        }
        return String.join(" / ", times);
    }

    /** Tuned XMI and binary loads of a third of the fabric (best of three): is load time linear? */
    private void linearity(int routers) throws IOException {
        Fabric fabric = LargeFabric.build(size(routers));
        Counts counts = Counts.of(fabric);
        for (Variant variant : List.of(Variant.XMI_TUNED, Variant.BINARY)) {
            Path file = dir.resolve("third." + variant.extension);
            variant.save(fabric, file);
            long best = Long.MAX_VALUE;
            for (int i = 0; i < LOADS; i++) {
                best = Math.min(best, time(variant, file));
            }
            row(String.format(Locale.ROOT, "%s load, %,d objects (best of %d)", variant.label, counts.objects(), LOADS), "",
                    ms(best), mb(Files.size(file)));
        }
    }

    /**
     * Default and tuned XMI load of the same small file: tuned best of two after a warm-up load,
     * default once (it takes long enough for JIT warm-up not to matter).
     */
    private void compareXmiLoads(int routers) throws IOException {
        Fabric fabric = LargeFabric.build(size(routers));
        Counts counts = Counts.of(fabric);
        Path file = dir.resolve("small-" + routers + ".lnetmodel");
        Variant.XMI_DEFAULT.save(fabric, file);
        Variant.XMI_TUNED.load(file);
        long tuned = Math.min(time(Variant.XMI_TUNED, file), time(Variant.XMI_TUNED, file));
        long plain = time(Variant.XMI_DEFAULT, file);
        row(String.format(Locale.ROOT, "XMI load, %,d objects: default / tuned", counts.objects()), "",
                ms(plain) + " / " + ms(tuned) + String.format(Locale.ROOT, " (%.0fx)", (double) plain / tuned),
                mb(Files.size(file)));
    }

    private static long time(Variant variant, Path file) throws IOException {
        Heap.used();
        long start = System.nanoTime();
        variant.load(file);
        return System.nanoTime() - start;
    }

    /** Removes every lnet_msg and the kib_rx it holds; what the heap loses, per message. */
    private static long heapPerMessage(Fabric fabric, Counts counts) {
        long with = Heap.used();
        Counts.dropMessages(fabric);
        long without = Heap.used();
        return (with - without) / counts.messages();
    }

    private void row(String what, String save, String load, String size) {
        rows.add("| " + what + " | " + save + " | " + load + " | " + size + " |");
        System.out.println(rows.get(rows.size() - 1));
    }

    private void print() {
        System.out.println();
        System.out.println("| What | save / build (ms) | load 1 / 2 / 3 (ms) | file |");
        System.out.println("|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    private static String ms(long nanos) {
        return String.format(Locale.ROOT, "%,d", nanos / 1_000_000);
    }

    private static String mb(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
    }
}
