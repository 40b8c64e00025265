package org.lnetscope.prometheus;

import java.util.Map;

/**
 * One time series of a range query: its labels ({@code __name__} included) and its values at the
 * query's steps, {@code NaN} where Prometheus had none (the object did not exist, or the agent was
 * not scraped). Values are doubles because that is all Prometheus stores.
 */
public record Series(Map<String, String> labels, double[] values) {

    public String name() {
        return labels.getOrDefault("__name__", "");
    }
}
