package org.lnetscope.rules.lint;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One LNet net as a node's configuration declares it: through DLC (lnet.conf / lnetctl export YAML, or an
 * lnetctl net add line) or the lnet module's networks= / ip2nets= option.
 *
 * @param via yaml, cli or modprobe
 * @param tunables the 'tunables:' values (lnetctl --peer-timeout, --peer-credits, --peer-buffer-credits,
 *        --credits), by name
 * @param lnd the 'lnd tunables:' values (--conns-per-peer ...)
 * @param tunablesSection whether DLC passed a tunables block at all (lnetctl: jt_add_ni's "found")
 */
public record NetConfig(String name, String via, String file, int line, Map<String, Setting> tunables, Map<String, Setting> lnd,
        boolean tunablesSection) {

    public NetConfig(String name, String via, String file, int line) {
        this(name, via, file, line, new LinkedHashMap<>(), new LinkedHashMap<>(), false);
    }

    public NetConfig withSection() {
        return new NetConfig(name, via, file, line, tunables, lnd, true);
    }

    /** o2ib, tcp, gni ...: the LND of the net's name ("o2ib1" → o2ib). */
    public String lndType() {
        return name.replaceAll("\\d+$", "");
    }
}
