package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.prometheus.HistoryImport;
import org.lnetscope.trace.EventType;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.live.PrometheusHistoryDialog;
import org.lnetscope.ui.live.PrometheusHistoryJob;
import org.lnetscope.ui.views.TimelineView;

import com.sun.net.httpserver.HttpServer;

/**
 * File > History from Prometheus... end to end in the workbench: the job reads a window from a
 * Prometheus-shaped server on loopback and the window opens the trace for replay.
 */
class PrometheusHistoryTest {

    private static final long T0 = 1_764_500_000_000L;

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        WindowDocument.get().open(null, null);
        Ui.settle(200);
    }

    @Test
    void theWindowOpensForReplay() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String query = URLDecoder.decode(String.valueOf(exchange.getRequestURI().getRawQuery()), StandardCharsets.UTF_8);
            String data = exchange.getRequestURI().getPath().endsWith("/values") ? "[\"rtr1\"]"
                    : "{\"resultType\":\"matrix\",\"result\":["
                            + "{\"metric\":{\"__name__\":\"lnet_up\",\"host\":\"rtr1\"},\"values\":[[1764500000,\"1\"],[1764500015,\"1\"],[1764500030,\"1\"]]},"
                            + "{\"metric\":{\"__name__\":\"lnet_peer_ni_available_tx_credits\",\"host\":\"rtr1\",\"nid\":\"10.1.0.17@o2ib1\"},"
                            + "\"values\":[[1764500000,\"-4500\"],[1764500015,\"-4600\"],[1764500030,\"-4700\"]]}]}";
            assertTrue(query.contains("rtr1") || exchange.getRequestURI().getPath().endsWith("/values"), query);
            byte[] body = ("{\"status\":\"success\",\"data\":" + data + "}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        try {
            HistoryImport.Request request = new HistoryImport.Request(Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0 + 30_000),
                    Duration.ofSeconds(15), "", null);
            Job job = PrometheusHistoryJob.schedule(URI.create("http://127.0.0.1:" + server.getAddress().getPort()), request, dir,
                    Display.getCurrent().getActiveShell() != null ? Display.getCurrent().getActiveShell()
                            : PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
            long end = System.currentTimeMillis() + 20_000;
            while (WindowDocument.get().replay().isEmpty() && System.currentTimeMillis() < end) {
                Ui.settle(100);
            }
            assertEquals(IStatus.OK, job.getResult().getSeverity(), String.valueOf(job.getResult()));
        } finally {
            server.stop(0);
        }
        var session = WindowDocument.get().replay().orElseThrow(() -> new AssertionError("the trace did not open"));
        assertEquals(dir.resolve("prometheus-20251130-105320-20251130-105350.lnettrace"), session.file());
        assertTrue(Files.exists(session.file()));
        assertEquals(2, session.reader().countsByType()[EventType.AGENT_SAMPLE.ordinal()],
                "two scrapes after the first changed the credits");
        assertEquals(-4500, txOf(session.fabric()));

        // the Timeline plots what an agent's trace has, credits over wall-clock time
        var timeline = (TimelineView) PlatformUI.getWorkbench().getActiveWorkbenchWindow()
                .getActivePage().showView(LnetScopeUi.TIMELINE_VIEW_ID);
        long until = System.currentTimeMillis() + 10_000;
        while (timeline.chart().getSeriesSet().getSeries().length == 0 && System.currentTimeMillis() < until) {
            Ui.settle(100);
        }
        var tx = Arrays.stream(timeline.chart().getSeriesSet().getSeries()).filter(x -> x.getId().equals("rtr1 worst tx"))
                .findFirst().orElseThrow(() -> new AssertionError("no credit curve for rtr1"));
        assertEquals(-4700.0, Arrays.stream(tx.getYSeries()).min().orElseThrow());
        assertEquals(30.0, Arrays.stream(tx.getXSeries()).max().orElseThrow(), "seconds since the start, not since 1970");
        assertEquals("seconds since 2025-11-30 10:53:20.000 UTC", timeline.chart().getAxisSet().getXAxis(0).getTitle().getText());

        session.seekToEvent(session.reader().eventCount());
        Ui.settle(200);
        assertEquals(-4700, txOf(session.fabric()));
    }

    @Test
    void theDialogSaysWhatIsWrongNextToTheFields() throws Exception {
        var shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        PrometheusHistoryDialog dialog = new PrometheusHistoryDialog(shell);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            Ui.settle(300);
            List<Text> texts = new ArrayList<>();
            List<Button> buttons = new ArrayList<>();
            collect(dialog.getShell(), texts, buttons);
            assertEquals(6, texts.size(), "URL, from, to, step, matchers, hosts");
            texts.get(1).setText("yesterday");
            Button build = buttons.stream().filter(b -> b.getText().equals("Build Trace")).findFirst().orElseThrow();
            build.notifyListeners(SWT.Selection, new Event());
            Ui.settle(200);
            assertEquals("bad time \"yesterday\" (e.g. 2026-11-30T10:00:00Z, epoch seconds, now-1h)", dialog.getErrorMessage());
            assertTrue(!dialog.getShell().isDisposed(), "the dialog stays open to fix it");
            texts.get(1).setText("now-6h");
            texts.get(4).setText("job=\"lnet\"");
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            SmokeRun.capture(dialog.getShell(), shots.resolve("prometheus-history-dialog.png"));
            build.notifyListeners(SWT.Selection, new Event());
            Ui.settle(200);
            assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(), "a good window closes the dialog");
            assertEquals(Duration.ofHours(6), Duration.between(dialog.request().from(), dialog.request().to()));
            assertEquals(Duration.ofSeconds(15), dialog.request().step());
            assertEquals("job=\"lnet\"", dialog.request().selector());
        } finally {
            dialog.close();
        }
    }

    private static void collect(Control control, List<Text> texts,
            List<Button> buttons) {
        if (control instanceof Text t && (t.getStyle() & SWT.READ_ONLY) == 0) {
            texts.add(t);
        } else if (control instanceof Button b) {
            buttons.add(b);
        }
        if (control instanceof Composite c) {
            for (Control child : c.getChildren()) {
                collect(child, texts, buttons);
            }
        }
    }

    private static int txOf(Fabric fabric) {
        return fabric.getNodes().get(0).findPeerNi(Nid.parse("10.1.0.17@o2ib1")).getTxCredits();
    }
}
