package org.lnetscope.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.WhyQueued;
import org.lnetscope.analysis.Diagnosis;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.core.ProductInfo;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.render.SvgPictures;
import org.lnetscope.render.fabric.FabricGraphBuilder;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.session.compare.ComparisonTable;

/**
 * One self-contained HTML page for a bug tracker: text, tables and inline SVG, one stylesheet in
 * the page, no script and nothing fetched, so it reads the same offline, attached to a ticket or
 * printed. {@link ReportCommand} fills it from a trace, a comparison, a model or a crash extract.
 */
public final class HtmlReport {

    /** Ownership chains shown per fabric: enough to see the pattern, few enough to read. */
    static final int CHAINS = 5;
    static final int ROUTER_WIDTH = 900;

    private final StringBuilder body = new StringBuilder();
    private final String title;

    public HtmlReport(String title) {
        this.title = title;
    }

    public HtmlReport heading(int level, String text) {
        body.append("<h").append(level).append('>').append(esc(text)).append("</h").append(level).append(">\n");
        return this;
    }

    public HtmlReport para(String text) {
        body.append("<p>").append(esc(text)).append("</p>\n");
        return this;
    }

    /** The one-sentence diagnosis, set off so it is the first thing read. */
    public HtmlReport diagnosis(String label, String sentence) {
        body.append("<p class=\"diagnosis\">").append(label == null ? "" : "<b>" + esc(label) + ":</b> ")
                .append(esc(sentence.isEmpty() ? "no peer is stalled and no kib_conn is pinned." : sentence)).append("</p>\n");
        return this;
    }

    public HtmlReport table(List<String> headers, List<List<String>> rows) {
        body.append("<table>\n<tr>");
        for (String h : headers) {
            body.append("<th>").append(esc(h)).append("</th>");
        }
        body.append("</tr>\n");
        for (List<String> row : rows) {
            body.append("<tr>");
            for (String c : row) {
                body.append("<td>").append(esc(c)).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("</table>\n");
        return this;
    }

    /** HTML made elsewhere in this bundle (escaped there): a comparison table, an SVG. */
    HtmlReport raw(String html) {
        body.append(html);
        return this;
    }

    /** Pictures side by side, each with its caption (one column per run of a comparison). */
    public HtmlReport columns(List<String> captions, List<String> svgs) {
        body.append("<div class=\"cols\">\n");
        for (int i = 0; i < svgs.size(); i++) {
            body.append("<figure>").append(svgs.get(i)).append("<figcaption>").append(esc(captions.get(i)))
                    .append("</figcaption></figure>\n");
        }
        body.append("</div>\n");
        return this;
    }

    /** The ownership chains lnet_msg -> kib_rx -> kib_conn of the first pinned conns of {@code fabric}. */
    public HtmlReport chains(Fabric fabric) {
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric);
        if (pinned.isEmpty()) {
            return para("No kib_conn is pinned: no DISCONNECTED conn is kept by rxs that LNet holds.");
        }
        String bytes = ComparisonTable.bytes(PinnedConnections.totalBytes(pinned));
        para(pinned.size() == 1 ? "1 pinned kib_conn keeps " + bytes + ", with the message that holds it:"
                : pinned.size() <= CHAINS
                        ? String.format(Locale.ROOT, "%,d pinned kib_conns keep %s, each with the message that holds it:", pinned.size(),
                                bytes)
                : String.format(Locale.ROOT, "%,d pinned kib_conns keep %s; the first %d, each with the message that holds it:",
                        pinned.size(), bytes, CHAINS));
        body.append("<ul class=\"chains\">\n");
        for (PinnedConnections.Pinned p : pinned.subList(0, Math.min(CHAINS, pinned.size()))) {
            body.append("<li>").append(esc(p.node().getHostname() + ": kib_conn to " + p.peer() + ", ibc_refcount "
                    + p.refcount() + ", held by " + p.holders().size() + (p.holders().size() == 1 ? " message" : " messages")));
            if (!p.holders().isEmpty()) {
                Message first = p.holders().get(0);
                body.append("<br><code>").append(esc(first.ownershipChain())).append("</code>");
            }
            body.append("</li>\n");
        }
        body.append("</ul>\n");
        return this;
    }

    /**
     * Why the router kept queueing to its worst stalled peer NI, as far as the state decides it
     * (WhyQueued: each condition supported, ruled out or undecided, with what decides it); nothing
     * when no peer NI is stalled.
     */
    public HtmlReport whyQueued(Fabric fabric, ConsoleLog log) {
        Node router = routerOf(fabric);
        CreditCoupling.Stalled worst = router == null ? null : CreditCoupling.worst(router);
        if (worst == null || worst.peerNi() == null) {
            return this;
        }
        WhyQueued.Result why = WhyQueued.assess(router, worst.peerNi(), log);
        heading(2, "Why LNet kept queueing to " + worst.peerNi().getNid());
        para(why.summary());
        List<List<String>> rows = new ArrayList<>();
        for (WhyQueued.Assessment a : why.assessments()) {
            rows.add(List.of(a.hypothesis().title, a.verdict().label, !a.evidence().isEmpty() ? String.join("; ", a.evidence())
                    : a.readNext().isEmpty() ? "" : "to decide: read " + String.join("; ", a.readNext())));
        }
        return table(List.of("condition", "verdict", "what decides it"), rows);
    }

    /** The fabric's tunables as the scenario or the dump gives them (the model's Tunables, by attribute). */
    public HtmlReport tunables(Fabric fabric) {
        EObject tunables = fabric.getTunables();
        if (tunables == null) {
            return para("The source gives no tunables.");
        }
        List<List<String>> rows = new ArrayList<>();
        for (EAttribute attribute : tunables.eClass().getEAllAttributes()) {
            if (tunables.eIsSet(attribute) || !attribute.isUnsettable()) {
                rows.add(List.of(moduleParameter(attribute.getName()), String.valueOf(tunables.eGet(attribute))));
            }
        }
        return table(List.of("tunable", "value"), rows);
    }

    /**
     * A tunable as the module parameter a user sets ({@code peer_credits} of ko2iblnd, {@code
     * lnet_transaction_timeout} is lnet's transaction_timeout as lnetctl prints it), not the model's
     * Java name ({@code peerCredits}).
     */
    static String moduleParameter(String feature) {
        return switch (feature) {
            case "peerCreditsHiw" -> "peer_credits_hiw";
            default -> feature.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
        };
    }

    /** The Fabric view's picture of {@code fabric}, as inline SVG. */
    public static String fabricSvg(Fabric fabric) {
        return SvgPictures.fabric(FabricLayout.layout(FabricGraphBuilder.build(fabric, Set.of())));
    }

    /** The Router Internals picture of {@code router}, as inline SVG. */
    public static String routerSvg(Node router) {
        return SvgPictures.router(RouterPicture.of(router, ROUTER_WIDTH), ROUTER_WIDTH);
    }

    /** The router a report is about: the one with the most pinned bytes, else the first router, else the first node. */
    public static Node routerOf(Fabric fabric) {
        Node best = null;
        for (Node n : fabric.getNodes()) {
            if (n.getRole() == NodeRole.ROUTER && (best == null || n.pinnedBytes() > best.pinnedBytes())) {
                best = n;
            }
        }
        return best != null || fabric.getNodes().isEmpty() ? best : fabric.getNodes().get(0);
    }

    public static String diagnosisOf(Fabric fabric) {
        Node router = routerOf(fabric);
        return router == null ? "" : Diagnosis.of(router);
    }

    /** The body so far, without the page around it (for a cell of another report). */
    String bodyHtml() {
        return body.toString();
    }

    /** The page: the body so far, the version that wrote it at the foot. */
    public String html() {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + esc(title) + "</title>\n<style>"
                + "body{font-family:sans-serif;max-width:90em;margin:1.5em auto;padding:0 1em;color:#222}"
                + "table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #bbb;padding:3px 8px;text-align:left;"
                + "vertical-align:top}th{background:#f0f0f0}code{background:#f2f2f2;font-size:90%}"
                + ".diagnosis{font-size:115%;border-left:5px solid #c00;padding:.4em .8em;background:#fff4f4}"
                + ".cols{display:flex;flex-wrap:wrap;gap:1em}.cols figure{flex:1 1 30em;margin:0;overflow:auto;"
                + "border:1px solid #ddd}figure svg{max-width:100%;height:auto}figcaption{font-weight:bold;padding:.3em}"
                + ".bar{display:inline-block;height:.8em;background:#4a8;vertical-align:middle}.bar.miss{background:#c33}"
                + "td.yes{color:#070;font-weight:bold}tr.notmodelled{color:#777}"
                + "footer{margin-top:2em;color:#666;font-size:90%}</style></head><body>\n<h1>" + esc(title) + "</h1>\n"
                + body + "<footer>Written by " + esc(ProductInfo.current().banner().replace('\n', ' '))
                + ". Self-contained: no script, nothing fetched.</footer>\n</body></html>\n";
    }

    static String esc(String s) {
        return MemoryChartSvg.esc(s == null ? "" : s);
    }
}
