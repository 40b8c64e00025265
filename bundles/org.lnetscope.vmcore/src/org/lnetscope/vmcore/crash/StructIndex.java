package org.lnetscope.vmcore.crash;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;

import org.lnetscope.core.Diagnostic.Severity;
import org.lnetscope.core.Diagnostic;

/**
 * What import, report and plan need from a crash session, and nothing more, so that their memory
 * follows the number of LNet objects in the extract rather than its size in bytes. Kept: one dump
 * per kernel address of the LNet/o2iblnd types (the most complete one, as a later full dump of the
 * same object beats an earlier partial one), each {@code list} walk as its head and the addresses of
 * its entries, the {@code p}, {@code rd} and {@code struct -o} results the planner follows, the
 * first {@code sys} and {@code kmem -i}, and the diagnostics. Dropped: every other struct and every
 * text line; kernel log lines go to a sink as they are read.
 *
 * <p>Re-running a pass (or concatenating logs of the same dump) therefore costs no memory, and a
 * queue walked twice is kept once: the later walk, which is what the engineer ran last.
 */
public final class StructIndex implements CrashListener {

    /** The struct types the mapper and the planner read. */
    public static final Set<String> TYPES = Set.of("lnet_peer_table", "lnet_peer_ni", "lnet_peer_net", "lnet_peer",
            "lnet_net", "lnet_msg", "kib_rx", "kib_msg", "kib_conn", "kib_peer_ni");

    /**
     * The members read of the types an extract holds by the hundred thousand (ExtractMapper's conn(),
     * rx(), message(); ExtractPlanner's heldRx(), conns(), kibTxs(), partialWalks(), partialStructs()):
     * only these are kept of their dumps (a full 2.12 kib_conn dump has 36 members, 23 of them read).
     * A reader of another member of these types adds it here, or it reads nothing
     * ({@code CompactStructTest.keptDumpsGiveTheSameReportAndPlanAsWholeOnes} fails then). The few
     * peer, peer NI and net dumps are kept whole.
     */
    static final Map<String, Set<String>> READ = Map.of(
            "kib_conn", Set.of("ibc_state", "ibc_refcount", "ibc_nrx", "ibc_queue_depth", "ibc_credits",
                    "ibc_outstanding_credits", "ibc_reserved_credits", "ibc_nsends_posted", "ibc_version",
                    "ibc_incarnation", "ibc_comms_error", "ibc_list", "ibc_sched_list", "ibc_max_frags", "ibc_cmid",
                    "ibc_cq", "ibc_rx_pages", "ibc_peer", "ibc_tx_noops", "ibc_tx_queue", "ibc_tx_queue_nocred",
                    "ibc_tx_queue_rsrvd", "ibc_active_txs"),
            "kib_rx", Set.of("rx_conn", "rx_nob", "rx_msg"),
            "kib_msg", Set.of("ibm_type"),
            "lnet_msg", Set.of("msg_type", "msg_hdr", "msg_len", "msg_routing", "msg_sending", "msg_receiving",
                    "msg_tx_delayed", "msg_rx_delayed", "msg_rx_ready_delay", "msg_tx_committed", "msg_rx_committed",
                    "msg_txcredit", "msg_peertxcredit", "msg_rtrcredit", "msg_peerrtrcredit", "msg_rxpeer",
                    "msg_txpeer", "msg_private"));

    /**
     * Heap one kept struct or list entry may take while an extract is read and mapped, at most: a
     * kept kib_conn dump and its model object take about 1.1 KB at the peak (500k full 2.12 dumps
     * read and reported in -Xmx640m, not in -Xmx400m: ConnBombBenchmark, docs/benchmarks.md
     * "Hostile inputs"); a whole peer NI dump more.
     */
    public static final long BYTES_EACH = 2_000;
    /** The default bound never passes this, whatever the heap: past it a refusal comes in about a minute. */
    public static final long MAX_DEFAULT = 1_000_000;

    /**
     * The bound on structs and list entries when none is given (issue 30, §5: memory follows the
     * bytes, never an OutOfMemoryError): as many as this JVM's heap holds at {@link #BYTES_EACH}
     * each, at most {@link #MAX_DEFAULT} (the launcher's -Xmx4g: 1,000,000; -Xmx1g: 536,870).
     */
    public static long defaultMaxObjects() {
        return Math.max(1, Math.min(MAX_DEFAULT, Runtime.getRuntime().maxMemory() / BYTES_EACH));
    }

    /** Diagnostics kept one by one; a damaged 1 GB file could give millions, then only counted. */
    static final int MAX_DIAGNOSTICS = 10_000;

    /**
     * Past {@link #limitObjects}: the extract holds more structs than the bound the user set (or
     * its default). Thrown out of the parser (not turned into a diagnostic) so the command stops
     * there and says where, instead of reading on towards an OutOfMemoryError (issue 30, §5). An
     * IllegalArgumentException, whose message the commands that open any file (report, compare,
     * why-alive) and the window's Open say as it is: it names the file and line in the user's words.
     */
    public static final class TooManyObjects extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final long limit;
        private final String file;
        private final int line;

        TooManyObjects(long limit, String file, int line) {
            super(String.format("%s:%d: the extract holds more than %,d structs and list entries, as many as %,d MB of memory"
                    + " holds at about %,d KB each; stopped there, nothing was opened. More memory raises the bound"
                    + " (LNETSCOPE_JAVA_OPTS=-Xmx8g lnetscope ...); 'lnetscope vmcore report --max-objects N' reads it in"
                    + " the terminal", file, line, limit, Runtime.getRuntime().maxMemory() >> 20, BYTES_EACH / 1000));
            this.limit = limit;
            this.file = file;
            this.line = line;
        }

        public long limit() {
            return limit;
        }

        /** The file and 1-based line of the struct or list entry that passed the bound. */
        public String file() {
            return file;
        }

        public int line() {
            return line;
        }
    }

    /** One {@code list} walk: its head ({@code -H}, or start) and entry addresses in list order. */
    public record Walk(CrashCommand command, String type, long head, long[] entries) {
    }

    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

    private final Consumer<String> kernelLog;
    private final Map<String, Map<Long, CrashStruct>> byType = new HashMap<>();
    /** Keyed by head address, or by the command text for a walk with no address. */
    private final Map<Object, WalkBuilder> walks = new LinkedHashMap<>();
    private final Map<Long, CrashStruct> rd = new HashMap<>();
    private final Map<String, CrashStruct> offsets = new HashMap<>();
    private final List<CrashStruct> prints = new ArrayList<>();
    private final Set<String> commandsRun = new HashSet<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private CrashStruct sys;
    private CrashStruct kmem;
    private long diagnosticsDropped;
    private final Compactor compactor = new Compactor();
    /** Tests compare the kept form with whole dumps. */
    private boolean keepWhole;
    private long maxObjects = Long.MAX_VALUE;
    private long objects;
    private long bytes;

    /** {@code kernelLog} receives the lines of {@code log}/{@code dmesg} output and of prompt-less files. */
    public StructIndex(Consumer<String> kernelLog) {
        this.kernelLog = kernelLog;
    }

    public StructIndex() {
        this(line -> {});
    }

    public static StructIndex read(Path path, Consumer<String> kernelLog) {
        StructIndex index = new StructIndex(kernelLog);
        new CrashLogParser(index).parse(path);
        return index;
    }

    /**
     * The parser's diagnostics of an extract, nothing else kept (the window's Problems view reads
     * them again after the model was built): memory is the diagnostics only, bounded as
     * {@link #diagnostics()} is, whatever the number of structs.
     */
    public static List<Diagnostic> readDiagnostics(Path path) {
        StructIndex index = new StructIndex();
        new CrashLogParser(new CrashListener() {
            @Override
            public void command(CrashCommand command) {
            }

            @Override
            public void struct(CrashStruct struct) {
            }

            @Override
            public void diagnostic(Diagnostic d) {
                index.diagnostic(d);
            }

            @Override
            public void endOfFile(String file, long n) {
                index.endOfFile(file, n);
            }
        }).parse(path);
        return index.diagnostics();
    }

    /**
     * At most {@code max} structs kept and list entries recorded; the next one throws
     * {@link TooManyObjects}. A dump printed again for a known address replaces the old one and
     * does not count: memory follows the distinct objects, which is what the bound is about.
     */
    public StructIndex limitObjects(long max) {
        this.maxObjects = max;
        return this;
    }

    /** Keeps every dump whole as parsed (about 30 times the heap): for tests of the kept form. */
    StructIndex keepWhole() {
        this.keepWhole = true;
        return this;
    }

    private void count(CrashStruct s) {
        if (++objects > maxObjects) {
            CrashCommand command = s.command();
            throw new TooManyObjects(maxObjects, command == null ? "extract" : command.file(), s.line());
        }
    }

    /** Builds the address array of a walk as its entries arrive, without boxing them. */
    private static final class WalkBuilder {
        final CrashCommand command;
        final String type;
        final long head;
        long[] entries = new long[16];
        int size;

        WalkBuilder(CrashCommand command, String type, long head) {
            this.command = command;
            this.type = type;
            this.head = head;
        }

        void add(long address) {
            if (size == entries.length) {
                entries = Arrays.copyOf(entries, size * 2);
            }
            entries[size++] = address;
        }

        Walk build() {
            return new Walk(command, type, head, Arrays.copyOf(entries, size));
        }
    }

    @Override
    public void command(CrashCommand command) {
        commandsRun.add(normalise(command.text()));
        if (command.kind() == CrashCommand.Kind.LIST) {
            Object key = command.address().isPresent() ? (Object) command.address().getAsLong() : command.text();
            // A walk run again replaces the earlier one: the queue is the one the engineer saw last.
            walks.remove(key);
            walks.put(key, new WalkBuilder(command, command.structType(), command.address().orElse(0)));
        }
    }

    @Override
    public void struct(CrashStruct s) {
        CrashCommand command = s.command();
        String type = s.type();
        if (command != null && command.kind() == CrashCommand.Kind.LIST && s.hasAddress()) {
            Object key = command.address().isPresent() ? (Object) command.address().getAsLong() : command.text();
            WalkBuilder walk = walks.get(key);
            if (walk != null && walk.command == command) {
                count(s);
                walk.add(s.address());
            }
        }
        if (type == null) {
            return;
        }
        switch (type) {
            case "print" -> {
                count(s);
                prints.add(s);
            }
            case "rd" -> {
                if (!rd.containsKey(s.address())) {
                    count(s);
                }
                rd.put(s.address(), s);
            }
            case "sys" -> sys = sys == null ? s : sys;
            case "kmem -i" -> kmem = kmem == null ? s : kmem;
            default -> {
                if (command != null && command.kind() == CrashCommand.Kind.STRUCT_OFFSETS) {
                    offsets.put(type, s);
                } else if (TYPES.contains(type) && s.hasAddress()) {
                    keepBest(type, s);
                }
            }
        }
    }

    private void keepBest(String type, CrashStruct s) {
        Map<Long, CrashStruct> ofType = byType.computeIfAbsent(type, t -> new LinkedHashMap<>());
        CrashStruct known = ofType.get(s.address());
        if (known == null) {
            count(s);
        }
        if (known == null || known.truncated() || (!s.truncated() && s.size() >= known.size())) {
            ofType.put(s.address(), keepWhole ? s : compactor.compact(s, READ.get(type)));
        }
    }

    @Override
    public void output(CrashCommand command, int line, String text) {
        CrashCommand.Kind kind = command.kind();
        if (kind == CrashCommand.Kind.LOG || kind == CrashCommand.Kind.AUTO) {
            kernelLog.accept(text);
        }
    }

    @Override
    public void diagnostic(Diagnostic d) {
        if (diagnostics.size() < MAX_DIAGNOSTICS) {
            diagnostics.add(d);
        } else {
            diagnosticsDropped++;
        }
    }

    @Override
    public void endOfFile(String file, long n) {
        bytes += n;
    }

    /** Distinct crash commands seen: 0 means the input held no crash(8) session at all. */
    public int commandsSeen() {
        return commandsRun.size();
    }

    /** Collapses spaces so a command typed by hand matches a planned one. */
    public static String normalise(String command) {
        // compiled once: a log of one command line repeated (CrashLogFuzzTest's gzip bombs) ran
        // String.replaceAll's Pattern.compile per line
        return SPACES.matcher(command.strip()).replaceAll(" ");
    }

    /** Whether a command with this text (spaces aside) was run in any of the logs. */
    public boolean ran(String command) {
        return commandsRun.contains(normalise(command));
    }

    /** The best dump of the {@code type} at {@code address}, or null. */
    public CrashStruct find(String type, long address) {
        Map<Long, CrashStruct> ofType = byType.get(type);
        return ofType == null ? null : ofType.get(address);
    }

    /** One dump per address of a kept type, in the order the addresses were first seen. */
    public Collection<CrashStruct> structs(String type) {
        Map<Long, CrashStruct> ofType = byType.get(type);
        return ofType == null ? List.of() : Collections.unmodifiableCollection(ofType.values());
    }

    /** The list walks with at least one entry, in the order they were (last) run. */
    public List<Walk> walks() {
        List<Walk> out = new ArrayList<>();
        for (WalkBuilder w : walks.values()) {
            if (w.size > 0) {
                out.add(w.build());
            }
        }
        return out;
    }

    /** The words {@code rd} printed from {@code address}, or null if it was not run. */
    public CrashStruct rd(long address) {
        return rd.get(address);
    }

    /** The {@code struct -o type} definition (member offsets), or null. */
    public CrashStruct offsets(String type) {
        return offsets.get(type);
    }

    /** Results of {@code p} commands, in order. */
    public List<CrashStruct> prints() {
        return Collections.unmodifiableList(prints);
    }

    /** The number the first {@code p EXPRESSION} of that expression printed, if any (a module parameter, a global). */
    public OptionalLong printed(String expression) {
        for (CrashStruct s : prints) {
            OptionalLong v = s.number(expression);
            if (v.isPresent()) {
                return v;
            }
        }
        return OptionalLong.empty();
    }

    /** The first {@code sys} output or banner, or null. */
    public CrashStruct sys() {
        return sys;
    }

    /** The first {@code kmem -i} table, or null. */
    public CrashStruct kmem() {
        return kmem;
    }

    /** The problems found, then one saying how many more were only counted. */
    public List<Diagnostic> diagnostics() {
        if (diagnosticsDropped == 0) {
            return Collections.unmodifiableList(diagnostics);
        }
        List<Diagnostic> out = new ArrayList<>(diagnostics);
        out.add(new Diagnostic(Severity.WARNING, "extract", 0, diagnosticsDropped + " more problems not listed (only the first "
                + MAX_DIAGNOSTICS + " are kept)"));
        return out;
    }

    /** Bytes read from the input files (compressed size for gzip). */
    public long bytes() {
        return bytes;
    }
}
