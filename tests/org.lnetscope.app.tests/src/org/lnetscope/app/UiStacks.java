package org.lnetscope.app;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Samples the UI thread's stack every 20 ms from another thread, so that a test that finds the UI
 * thread stalled can say where it was (the frames of this product and of JFace/SWT most often on
 * top), instead of only that it stalled.
 */
final class UiStacks {

    private final Thread ui;
    private final Map<String, Integer> counts = new HashMap<>();
    private final Thread sampler;
    private volatile boolean running = true;

    private UiStacks(Thread ui) {
        this.ui = ui;
        this.sampler = new Thread(this::sample, "ui-stack-sampler");
        sampler.setDaemon(true);
    }

    static UiStacks start(Thread ui) {
        UiStacks stacks = new UiStacks(ui);
        stacks.sampler.start();
        return stacks;
    }

    private void sample() {
        while (running) {
            String top = topFrame(ui.getStackTrace());
            if (top != null) {
                synchronized (counts) {
                    counts.merge(top, 1, Integer::sum);
                }
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The deepest frame of ours (org.lnetscope) or JFace/SWT under the idle loop, with its caller. */
    private static String topFrame(StackTraceElement[] stack) {
        for (int i = 0; i < stack.length; i++) {
            String c = stack[i].getClassName();
            if (c.startsWith("org.lnetscope.") || c.startsWith("org.eclipse.jface.")) {
                String caller = i + 1 < stack.length ? " <- " + stack[i + 1] : "";
                return stack[i] + caller;
            }
            if (c.startsWith("org.eclipse.swt.widgets.Display") && stack[i].getMethodName().equals("sleep")) {
                return null;
            }
        }
        return null;
    }

    void stop() throws InterruptedException {
        running = false;
        sampler.join(1000);
    }

    /** The {@code n} places seen most often, with how many 20 ms samples found the UI thread there. */
    String busiest(int n) {
        synchronized (counts) {
            List<Map.Entry<String, Integer>> top = counts.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(n).toList();
            return top.stream().map(e -> e.getValue() + " x " + e.getKey()).collect(Collectors.joining("; "));
        }
    }
}
