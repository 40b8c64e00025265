package org.lnetscope.ui.views;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Slider;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.EventRows;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.replay.FilterCompletion;
import org.lnetscope.ui.replay.ReplayHandlers;
import org.lnetscope.ui.replay.StepFilterDialog;

/**
 * The trace's events as a table, one column per field (as {@code lnetscope trace events} prints
 * them), read lazily: the table holds only the rows on screen, a slider scrolls over every event
 * (80 M in the full seed), and the rows shown are read off the UI thread from the checkpoint before
 * them ({@link EventRows}). A filter in the step-filter syntax (with completion, and "did you mean")
 * either keeps only the matching events (found by a background scan, shown as they are found) or
 * highlights them; Find Next selects the next match. Click # or time to reverse the order, type or
 * function (filtered) to sort by it. Double-click moves the cursor; the row of the cursor's event
 * is selected as the cursor moves.
 */
public class EventsView extends DocumentView {

    public static final String ID = "org.lnetscope.ui.views.events";
    static final String[] COLUMNS = {"#", "time", "type", "function", "object", "changes"};
    /** Matches sorted by type or function in memory up to this many; beyond, order by # only. */
    static final int SORT_LIMIT = 2_000_000;
    private static final int CACHE = 4_096;
    /** Matches kept at most (11 bytes each): a filter that keeps more says so and stops there. */
    static final int MAX_MATCHES = 20_000_000;
    private volatile boolean capped;

    private Composite root;
    private Text filterText;
    private Combo mode;
    private Label status;
    private Table table;
    private Slider slider;

    private ReplaySession session;
    private TraceReader pageReader;
    private TraceReader scanReader;
    private String filterSource = "";
    private EventFilter filter; // null: every event
    private boolean highlight;
    /** Event indices that match (filter mode), as the scan finds them; guarded by this view. */
    private long[] matches = new long[0];
    private byte[] matchTypes = new byte[0];
    private short[] matchFunctions = new short[0];
    private int matchCount;
    private boolean scanDone = true;
    private double scanFraction;
    private Job scan;
    /** Order of the rows: by #; -1 descending. 2/3: matches sorted by type / function. */
    private int sortColumn;
    private boolean descending;
    private int[] sortedOrder;
    private long top;
    private final Map<Long, EventRows.Row> cache = new LinkedHashMap<>(CACHE, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, EventRows.Row> eldest) {
            return size() > CACHE;
        }
    };
    private Job fetch;
    private EventRows.Namer namer;
    /** The rows the newest fill asked for (the naming job stops when they change). */
    private volatile long[] latest;
    private long[] unreadable;
    /** "Only the Timeline's range": the rows are the events (or matches) of the range selected there. */
    private Button rangeOnly;
    /** Event indices [first, end) of the Timeline's range, when it limits the rows; null otherwise. */
    private long[] range;
    private final Runnable rangeChanged = () -> {
        if (root != null && !root.isDisposed()) {
            followRange();
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        root.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(root, SWT.NONE);
        bar.setLayout(new GridLayout(7, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(bar, SWT.NONE).setText("Filter:");
        filterText = new Text(bar, SWT.BORDER | SWT.SEARCH);
        filterText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filterText.setMessage("type=MSG_QUEUED_RTRQ,nid=10.0.2.6@o2ib  (Ctrl+Space completes; Enter applies)");
        FilterCompletion.attach(filterText, () -> session == null ? List.of() : FilterCompletion.nidsOf(session.fabric()));
        filterText.addListener(SWT.DefaultSelection, e -> apply(filterText.getText()));
        filterText.addListener(SWT.Modify, e -> {
            String problem = filterText.getText().isBlank() ? null : StepFilterDialog.problem(filterText.getText());
            if (problem != null) {
                showStatus(problem, true);
            }
        });
        mode = new Combo(bar, SWT.READ_ONLY);
        mode.setItems("keep matches", "highlight matches");
        mode.select(0);
        mode.addListener(SWT.Selection, e -> apply(filterText.getText()));
        Button next = new Button(bar, SWT.PUSH);
        next.setText("Find Next");
        next.addListener(SWT.Selection, e -> findNext());
        Button step = new Button(bar, SWT.PUSH);
        step.setText("F9 Steps to These");
        step.setToolTipText("Make this filter the step filter of F9 / Shift+F9");
        step.addListener(SWT.Selection, e -> {
            if (filter != null) {
                ReplayHandlers.setStepFilter(filterSource);
                showStatus(null, false);
            }
        });
        rangeOnly = new Button(bar, SWT.CHECK);
        rangeOnly.setText("Timeline range only");
        rangeOnly.setToolTipText("List only the events of the range selected on the Timeline (drag across its chart)");
        rangeOnly.setSelection(true);
        rangeOnly.addListener(SWT.Selection, e -> followRange());
        Button clear = new Button(bar, SWT.PUSH);
        clear.setText("Clear");
        clear.addListener(SWT.Selection, e -> {
            filterText.setText("");
            apply("");
        });
        status = new Label(root, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite body = new Composite(root, SWT.NONE);
        GridLayout bodyLayout = new GridLayout(2, false);
        bodyLayout.marginWidth = 0;
        bodyLayout.marginHeight = 0;
        bodyLayout.horizontalSpacing = 0;
        body.setLayout(bodyLayout);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // no SWT.VIRTUAL: a GTK table of 80 M (virtual) items still allocates a row each; this one
        // holds the rows on screen and the slider says which
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.NO_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        int[] widths = {90, 140, 150, 220, 280, 600};
        for (int c = 0; c < COLUMNS.length; c++) {
            TableColumn column = new TableColumn(table, c < 2 ? SWT.RIGHT : SWT.LEFT);
            column.setText(COLUMNS[c]);
            column.setWidth(widths[c]);
            int index = c;
            column.addListener(SWT.Selection, e -> sortBy(index));
        }
        slider = new Slider(body, SWT.VERTICAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        slider.addListener(SWT.Selection, e -> scrollTo(slider.getSelection()));
        table.addListener(SWT.MouseVerticalWheel, e -> {
            scrollTo(top - e.count);
            e.doit = false;
        });
        table.addListener(SWT.KeyDown, this::key);
        table.addListener(SWT.Resize, e -> fill());
        table.addListener(SWT.DefaultSelection, e -> moveCursorToSelected());
        TraceRange.addListener(rangeChanged);
        follow();
    }

    @Override
    protected Control mainControl() {
        return root;
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (change == FabricDocument.Change.OPENED) {
            open(WindowDocument.get().replay().orElse(null));
        } else if (change == FabricDocument.Change.STATE) {
            followCursor();
        }
    }

    private void open(ReplaySession replay) {
        if (replay == session && replay != null) {
            return;
        }
        closeReaders();
        session = replay;
        cache.clear();
        top = 0;
        if (session != null) {
            try {
                pageReader = TraceReader.open(session.file());
                scanReader = TraceReader.open(session.file());
                namer = new EventRows.Namer(pageReader);
                unreadable = null;
            } catch (IOException | RuntimeException e) {
                session = null;
                showStatus("Cannot read the trace's events: " + e.getMessage(), true);
                table.removeAll();
                return;
            }
        }
        range = rangeOf(session);
        apply(filterText.getText());
    }

    /** The Timeline's range as event indices [first, end), when it limits the rows. */
    private long[] rangeOf(ReplaySession replay) {
        TraceRange.Range r = rangeOnly.getSelection() ? TraceRange.of(replay) : null;
        return r == null ? null : new long[] {r.firstEvent(), r.endEvent()};
    }

    /** The Timeline's range changed (or the check box): the rows are the range's, from its first. */
    private void followRange() {
        long[] now = rangeOf(session);
        if (Arrays.equals(now, range)) {
            return;
        }
        synchronized (this) {
            range = now;
            sortedOrder = null;
        }
        if (sortColumn >= 2) {
            sortColumn = 0;
            table.setSortColumn(null);
        }
        cache.clear();
        top = 0;
        followCursor();
        fill();
    }

    /** The matches (keep mode) in the range: [first, end) of {@code matches}. */
    private int[] matchSpan() {
        if (range == null) {
            return new int[] {0, matchCount};
        }
        return new int[] {lowerBound(range[0]), lowerBound(range[1])};
    }

    /** The first of the {@code matchCount} matches at or after event {@code index}. */
    private int lowerBound(long index) {
        int lo = 0;
        int hi = matchCount;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (matches[mid] < index) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private void closeReaders() {
        if (scan != null) {
            scan.cancel();
        }
        for (TraceReader r : new TraceReader[] {pageReader, scanReader}) {
            if (r != null) {
                try {
                    r.close();
                } catch (IOException e) {
                    // read-only: nothing to lose
                }
            }
        }
        pageReader = null;
        scanReader = null;
    }

    @Override
    public void dispose() {
        TraceRange.removeListener(rangeChanged);
        closeReaders();
        super.dispose();
    }

    /** Applies {@code text} as the filter (empty: none); a wrong one is shown, with the nearest name, and not applied. */
    public void apply(String text) {
        EventFilter parsed = null;
        if (!text.isBlank()) {
            try {
                parsed = EventFilter.parse(text);
            } catch (IllegalArgumentException e) {
                showStatus(e.getMessage(), true);
                return;
            }
        }
        if (scan != null) {
            scan.cancel();
            scan = null;
        }
        filterSource = text.strip();
        filter = parsed;
        highlight = mode.getSelectionIndex() == 1;
        cache.clear();
        unreadable = null;
        sortedOrder = null;
        if (sortColumn >= 2) {
            sortColumn = 0;
        }
        synchronized (this) {
            matchCount = 0;
            matches = new long[1024];
            matchTypes = new byte[1024];
            matchFunctions = new short[1024];
        }
        scanDone = true;
        top = 0;
        if (session != null && filter != null && !highlight) {
            startScan();
        }
        followCursor();
        fill();
    }

    /** Finds the matches in the background, in order; the table shows them as they come. */
    private void startScan() {
        scanDone = false;
        capped = false;
        scanFraction = 0;
        EventFilter f = filter;
        TraceReader reader = scanReader;
        long total = reader.eventCount();
        Job job = Job.create("Filtering events: " + filterSource, monitor -> {
            monitor.beginTask("Filtering events: " + filterSource, 1000);
            long[] lastUi = {System.nanoTime()};
            int[] worked = {0};
            EventRows.scan(reader, f, monitor::isCanceled, (event, state) -> {
                if (!add(event)) {
                    capped = true;
                    return false;
                }
                long now = System.nanoTime();
                if (now - lastUi[0] > 200_000_000L) {
                    lastUi[0] = now;
                    scanFraction = event.index() / (double) Math.max(1, total);
                    int w = (int) (1000 * scanFraction);
                    monitor.worked(w - worked[0]);
                    worked[0] = w;
                    ui(this::fill);
                }
                return true;
            });
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            ui(() -> {
                if (filter == f) {
                    scanDone = true;
                    fill();
                    followCursor();
                }
            });
            return Status.OK_STATUS;
        });
        job.setPriority(Job.LONG);
        scan = job;
        job.schedule();
    }

    /** Keeps a match; false when {@link #MAX_MATCHES} are kept already. */
    private synchronized boolean add(Event event) {
        if (matchCount >= MAX_MATCHES) {
            return false;
        }
        if (matchCount == matches.length) {
            int n = (int) Math.min(MAX_MATCHES, matches.length * 2L);
            matches = Arrays.copyOf(matches, n);
            matchTypes = Arrays.copyOf(matchTypes, n);
            matchFunctions = Arrays.copyOf(matchFunctions, n);
        }
        matches[matchCount] = event.index();
        matchTypes[matchCount] = (byte) event.type().ordinal();
        matchFunctions[matchCount] = (short) event.function().ordinal();
        matchCount++;
        return true;
    }

    private void ui(Runnable r) {
        if (!root.isDisposed()) {
            root.getDisplay().asyncExec(() -> {
                if (!root.isDisposed()) {
                    r.run();
                }
            });
        }
    }

    /** Rows in the table's model: every event, or the matches found so far. */
    public synchronized long rowCount() {
        if (session == null) {
            return 0;
        }
        if (filter != null && !highlight) {
            int[] span = matchSpan();
            return span[1] - span[0];
        }
        return range != null ? range[1] - range[0] : session.eventCount();
    }

    /** The event index of model row {@code row}. */
    synchronized long eventAt(long row) {
        long n = rowCount();
        long r = descending ? n - 1 - row : row;
        if (filter != null && !highlight) {
            int i = (int) r;
            return sortedOrder != null && i < sortedOrder.length ? matches[sortedOrder[i]] : matches[matchSpan()[0] + i];
        }
        return range != null ? range[0] + r : r;
    }

    /** The model row of event {@code index}, or -1 when it is not a row. */
    synchronized long rowOf(long index) {
        long r;
        if (filter != null && !highlight) {
            if (sortedOrder != null) {
                return -1;
            }
            int[] span = matchSpan();
            int i = Arrays.binarySearch(matches, span[0], span[1], index);
            if (i < 0) {
                return -1;
            }
            r = i - span[0];
        } else if (range != null) {
            if (index < range[0] || index >= range[1]) {
                return -1;
            }
            r = index - range[0];
        } else {
            r = index;
        }
        return descending ? rowCount() - 1 - r : r;
    }

    private int visibleRows() {
        int h = table.getClientArea().height - table.getHeaderHeight();
        return Math.max(1, h / Math.max(1, table.getItemHeight()));
    }

    private void scrollTo(long row) {
        long n = rowCount();
        top = Math.max(0, Math.min(row, n - visibleRows()));
        fill();
    }

    private void key(org.eclipse.swt.widgets.Event e) {
        int sel = table.getSelectionIndex();
        int rows = visibleRows();
        switch (e.keyCode) {
            case SWT.ARROW_DOWN -> {
                if (sel == table.getItemCount() - 1) {
                    scrollTo(top + 1);
                    table.setSelection(table.getItemCount() - 1);
                    e.doit = false;
                }
            }
            case SWT.ARROW_UP -> {
                if (sel == 0 && top > 0) {
                    scrollTo(top - 1);
                    table.setSelection(0);
                    e.doit = false;
                }
            }
            case SWT.PAGE_DOWN -> {
                scrollTo(top + rows);
                e.doit = false;
            }
            case SWT.PAGE_UP -> {
                scrollTo(top - rows);
                e.doit = false;
            }
            case SWT.HOME -> {
                if ((e.stateMask & SWT.CTRL) != 0) {
                    scrollTo(0);
                    e.doit = false;
                }
            }
            case SWT.END -> {
                if ((e.stateMask & SWT.CTRL) != 0) {
                    scrollTo(Long.MAX_VALUE / 2);
                    e.doit = false;
                }
            }
            default -> {
            }
        }
    }

    /** Redraws the rows from {@code top} with what is read so far, asking for nothing. */
    private void show() {
        fill(false);
    }

    /** Shows the rows from {@code top}: those read already at once, the others once read (off the UI thread). */
    void fill() {
        fill(true);
    }

    private void fill(boolean read) {
        if (table.isDisposed()) {
            return;
        }
        long n = rowCount();
        int rows = (int) Math.min(visibleRows(), Math.max(0, n - top));
        top = Math.max(0, Math.min(top, Math.max(0, n - visibleRows())));
        rows = (int) Math.min(visibleRows(), Math.max(0, n - top));
        slider.setValues((int) Math.min(Integer.MAX_VALUE - 1, top), 0, (int) Math.min(Integer.MAX_VALUE, Math.max(1, n)),
                Math.max(1, rows), 1, Math.max(1, visibleRows() - 1));
        long current = session == null || session.currentEvent() == null ? -1 : session.currentEvent().index();
        long[] missing = new long[rows];
        int m = 0;
        table.setRedraw(false);
        try {
            table.setItemCount(rows);
            for (int i = 0; i < rows; i++) {
                long index = eventAt(top + i);
                TableItem item = table.getItem(i);
                item.setData(index);
                EventRows.Row row = cache.get(index);
                if (row == null) {
                    item.setText(new String[] {String.format(Locale.ROOT, "%,d", index), "", "reading...", "", "", ""});
                } else {
                    item.setText(new String[] {String.format(Locale.ROOT, "%,d", row.index()), TimeFormat.show(row.timeNs()),
                            row.type().name(), row.function().name(), row.named() ? row.subject() : "naming...",
                            row.named() ? row.changes() : ""});
                }
                if (row == null || !row.named()) {
                    missing[m++] = index;
                }
                boolean lit = highlight && row != null && row.matches();
                item.setBackground(lit ? root.getDisplay().getSystemColor(SWT.COLOR_INFO_BACKGROUND) : null);
                item.setFont(index == current ? org.lnetscope.ui.Fonts.bold(table) : null);
            }
        } finally {
            table.setRedraw(true);
        }
        if (m > 0 && read) {
            fetch(Arrays.copyOf(missing, m));
        }
        showStatus(null, false);
    }

    /**
     * Reads the rows at {@code indices} in the background, one read at a time, the newest request
     * winning: first from the events alone (#, time, type, function: at once, even after a jump
     * in 80 M events), then named with the state ({@link EventRows.Namer}, which keeps its cursor
     * between screens); a naming the user has scrolled away from stops.
     */
    private void fetch(long[] indices) {
        latest = indices;
        if (fetch != null || Arrays.equals(indices, unreadable)) {
            return;
        }
        long[] sorted = indices.clone();
        Arrays.sort(sorted);
        EventFilter lit = highlight ? filter : null;
        TraceReader reader = pageReader;
        EventRows.Namer names = namer;
        fetch = Job.create("Reading events", monitor -> {
            try {
                return read(reader, names, sorted, indices, lit, monitor);
            } catch (RuntimeException e) {
                // the trace closed under the read (another file opened): nothing to show
                ui(() -> fetch = null);
                return reader == pageReader ? new Status(IStatus.WARNING, "org.lnetscope.ui", "Reading events failed", e)
                        : Status.CANCEL_STATUS;
            }
        });
        fetch.setSystem(true);
        fetch.schedule();
    }

    private IStatus read(TraceReader reader, EventRows.Namer names, long[] sorted, long[] indices, EventFilter lit,
            org.eclipse.core.runtime.IProgressMonitor monitor) {
        {
            List<EventRows.Row> quick = EventRows.peek(reader, sorted, lit, monitor::isCanceled);
            ui(() -> {
                if (reader == pageReader && lit == (highlight ? filter : null)) {
                    quick.forEach(r -> cache.putIfAbsent(r.index(), r));
                    show();
                }
            });
            List<EventRows.Row> rows = names.read(sorted, lit, () -> monitor.isCanceled() || latest != indices);
            ui(() -> {
                fetch = null;
                if (reader != pageReader) {
                    return;
                }
                if (lit == (highlight ? filter : null)) {
                    rows.forEach(r -> cache.put(r.index(), r));
                }
                if (rows.isEmpty() && quick.isEmpty() && latest == indices) {
                    unreadable = indices; // past the end or damaged: do not ask again
                }
                fill();
            });
            return Status.OK_STATUS;
        }
    }

    /** The filter, the matches and the step filter, said above the table; an error in red instead. */
    private void showStatus(String error, boolean isError) {
        if (status.isDisposed()) {
            return;
        }
        String text;
        if (isError) {
            text = error;
        } else if (session == null) {
            text = "Open a trace: its events are listed here.";
        } else {
            long total = session.eventCount();
            String f;
            TraceRange.Range r = range == null ? null : TraceRange.of(session);
            String in = r == null ? String.format(Locale.ROOT, "all %,d events", total)
                    : String.format(Locale.ROOT, "the Timeline's range %s – %s (%,d of %,d events, #%,d to #%,d)",
                            TimeFormat.show(r.fromNs()), TimeFormat.show(r.toNs()), range[1] - range[0], total, range[0],
                            range[1] - 1);
            if (filter == null) {
                f = r == null ? String.format(Locale.ROOT, "All %,d events (no filter).", total)
                        : "Events of " + in + " (no filter).";
            } else if (highlight) {
                f = "Highlighting " + filterSource + " in " + in + ".";
            } else {
                f = "Filter " + filterSource + String.format(Locale.ROOT, ": %,d matching in ", rowCount()) + in
                        + (capped ? String.format(Locale.ROOT, ", the first %,d kept: narrow the filter to see the rest.", MAX_MATCHES)
                                : scanDone ? "." : String.format(Locale.ROOT, " so far (%.0f %% read).", 100 * scanFraction));
            }
            String order = sortColumn == 0 && !descending ? "" : " Sorted by " + COLUMNS[sortColumn] + (descending ? ", descending." : ".");
            String step = ReplayHandlers.stepFilter().isEmpty() ? "" : " F9 steps to: " + ReplayHandlers.stepFilter() + ".";
            text = f + order + step + " Double-click an event to move the cursor there.";
        }
        status.setText(text);
        status.setForeground(isError ? root.getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null);
        setContentDescription(filter == null ? "" : (highlight ? "Highlight: " : "Filter: ") + filterSource);
        root.layout(true);
    }

    private void sortBy(int column) {
        if (column <= 1) {
            descending = sortColumn <= 1 ? !descending : false;
            sortColumn = column;
            sortedOrder = null;
        } else if (column <= 3 && filter != null && !highlight && scanDone && matchCount <= SORT_LIMIT) {
            descending = sortColumn == column && !descending;
            sortColumn = column;
            int[] span = matchSpan();
            Integer[] order = new Integer[span[1] - span[0]];
            for (int i = 0; i < order.length; i++) {
                order[i] = span[0] + i;
            }
            boolean byType = column == 2;
            String[] typeNames = Arrays.stream(org.lnetscope.trace.EventType.values()).map(Enum::name).toArray(String[]::new);
            String[] functionNames = Arrays.stream(org.lnetscope.trace.KernelFunction.values()).map(Enum::name).toArray(String[]::new);
            Arrays.sort(order, (a, b) -> {
                int c = byType ? typeNames[matchTypes[a]].compareTo(typeNames[matchTypes[b]])
                        : functionNames[matchFunctions[a]].compareTo(functionNames[matchFunctions[b]]);
                return c != 0 ? c : Long.compare(matches[a], matches[b]);
            });
            sortedOrder = Arrays.stream(order).mapToInt(Integer::intValue).toArray();
        } else {
            showStatus("Sorting by " + COLUMNS[column] + " needs a filter that keeps at most "
                    + String.format(Locale.ROOT, "%,d", SORT_LIMIT) + " events, fully read (click # or time to reverse the order).",
                    true);
            return;
        }
        table.setSortColumn(table.getColumn(column));
        table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
        top = 0;
        fill();
    }

    /** Selects the next event after the selected one that matches the filter (highlight) or the next row. */
    public void findNext() {
        if (session == null || filter == null) {
            return;
        }
        int sel = table.getSelectionIndex();
        long from = sel >= 0 && table.getItem(sel).getData() instanceof Long l ? l + 1
                : session.currentEvent() == null ? 0 : session.currentEvent().index() + 1;
        if (!highlight) {
            long row = sel >= 0 ? top + sel + 1 : 0;
            if (row < rowCount()) {
                reveal(row);
            }
            return;
        }
        EventFilter f = filter;
        TraceReader reader = scanReader;
        Job job = Job.create("Finding the next " + filterSource, monitor -> {
            long[] found = {-1};
            EventRows.walk(reader, from, Long.MAX_VALUE, f, monitor::isCanceled, (event, state) -> {
                found[0] = event.index();
                return false;
            });
            ui(() -> {
                if (found[0] < 0) {
                    showStatus("No later event matches " + filterSource + ".", true);
                } else {
                    reveal(rowOf(found[0]));
                }
            });
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        });
        job.setUser(true);
        job.schedule();
    }

    /** Scrolls model row {@code row} into view and selects it. */
    void reveal(long row) {
        if (row < 0) {
            return;
        }
        int rows = visibleRows();
        if (row < top || row >= top + rows) {
            top = Math.max(0, row - rows / 3);
        }
        fill();
        int i = (int) (row - top);
        if (i >= 0 && i < table.getItemCount()) {
            table.setSelection(i);
        }
    }

    /** The cursor moved: its event's row is shown selected (when it is a row). */
    private void followCursor() {
        if (session == null || table.isDisposed()) {
            return;
        }
        Event current = session.currentEvent();
        if (current == null) {
            fill();
            return;
        }
        long row = rowOf(current.index());
        if (row >= 0) {
            reveal(row);
        } else {
            fill();
        }
    }

    /** Moves the replay cursor to the selected event (double-click). */
    public void moveCursorToSelected() {
        int sel = table.getSelectionIndex();
        if (session == null || sel < 0 || !(table.getItem(sel).getData() instanceof Long index)) {
            return;
        }
        session.moveToEvent(index + 1); // position: events applied, the event itself included
    }

    /** For tests: the table, the filter field and whether the filter's scan is done. */
    public Table table() {
        return table;
    }

    public Text filterText() {
        return filterText;
    }

    public boolean scanDone() {
        return scanDone;
    }

    public Label status() {
        return status;
    }

    public void setHighlight(boolean on) {
        mode.select(on ? 1 : 0);
    }
}
