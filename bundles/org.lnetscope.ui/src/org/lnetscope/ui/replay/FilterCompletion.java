package org.lnetscope.ui.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.fieldassist.ContentProposal;
import org.eclipse.jface.fieldassist.ContentProposalAdapter;
import org.eclipse.jface.fieldassist.IContentProposal;
import org.eclipse.jface.fieldassist.TextContentAdapter;
import org.eclipse.swt.widgets.Text;
import org.lnetscope.model.Fabric;
import org.lnetscope.replay.EventFilter;

/**
 * Completion for the step-filter syntax ({@code type=...,function=...,nid=...}) in a text field:
 * the keys, the event types, the kernel functions and the NIDs of the open fabric, offered as
 * you type after "=", "|" or "," and on Ctrl+Space.
 */
public final class FilterCompletion {

    static final List<String> KEYS = List.of("type=", "function=", "nid=");

    private FilterCompletion() {
    }

    /** Attaches completion to {@code text}; {@code nids} is asked (on the UI thread) when NIDs are proposed. */
    public static ContentProposalAdapter attach(Text text, Supplier<List<String>> nids) {
        ContentProposalAdapter adapter = new ContentProposalAdapter(text, new TextContentAdapter(), (contents, position) -> {
            List<IContentProposal> out = new ArrayList<>();
            String typed = token(contents, position);
            for (String full : proposals(contents, position, nids)) {
                out.add(new ContentProposal(full.substring(typed.length()), full, null));
            }
            return out.toArray(IContentProposal[]::new);
        }, KeyStroke.getInstance(org.eclipse.swt.SWT.CTRL, ' '), new char[] {'=', '|', ','});
        adapter.setProposalAcceptanceStyle(ContentProposalAdapter.PROPOSAL_INSERT);
        adapter.setAutoActivationDelay(150);
        return adapter;
    }

    /** What is typed of the current key or value, before {@code position}. */
    static String token(String contents, int position) {
        String before = contents.substring(0, Math.min(position, contents.length()));
        int start = Math.max(Math.max(before.lastIndexOf(','), before.lastIndexOf('|')), before.lastIndexOf('=')) + 1;
        return before.substring(start).stripLeading();
    }

    /** The completions at {@code position}: keys at the start of a part, else the key's values, by prefix. */
    public static List<String> proposals(String contents, int position, Supplier<List<String>> nids) {
        String before = contents.substring(0, Math.min(position, contents.length()));
        String part = before.substring(before.lastIndexOf(',') + 1).stripLeading();
        String typed = token(contents, position);
        List<String> candidates;
        int eq = part.indexOf('=');
        if (eq < 0) {
            candidates = KEYS;
        } else {
            candidates = switch (part.substring(0, eq).strip()) {
                case "type" -> EventFilter.typeNames();
                case "function" -> EventFilter.functionNames();
                case "nid" -> nids == null ? List.of() : nids.get();
                default -> List.of();
            };
        }
        String lower = typed.toLowerCase();
        return candidates.stream().filter(c -> c.toLowerCase().startsWith(lower) && !c.equalsIgnoreCase(typed)).toList();
    }

    /** The NIDs the open fabric holds (any attribute named nid), sorted; at most 5,000. */
    public static List<String> nidsOf(Fabric fabric) {
        if (fabric == null) {
            return List.of();
        }
        Set<String> nids = new TreeSet<>();
        for (TreeIterator<EObject> it = fabric.eAllContents(); it.hasNext() && nids.size() < 5_000;) {
            EObject o = it.next();
            for (EAttribute a : o.eClass().getEAllAttributes()) {
                if (a.getName().equalsIgnoreCase("nid") && !a.isMany()) {
                    Object v = o.eGet(a);
                    if (v != null) {
                        nids.add(v.toString());
                    }
                }
            }
        }
        return List.copyOf(nids);
    }
}
