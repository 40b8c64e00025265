package org.lnetscope.rules.lint;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.rules.Release;

/**
 * What one node's configuration files say: module options ({@code options lnet ...}, {@code options ko2iblnd ...}),
 * DLC (lnet.conf / lnetctl export YAML, lnetctl lines) and ip2nets rules; the Lustre release when a file names it
 * ({@code # lustre: 2.15.8}, {@code lctl get_param version} output).
 */
public final class NodeConfig {

    public final String name;
    /** ko2iblnd.peer_credits, lnet.lnet_transaction_timeout ... from modprobe lines. */
    public final Map<String, Setting> modules = new LinkedHashMap<>();
    /** global.retry_count, routing.enable, buffers.tiny ... from DLC. */
    public final Map<String, Setting> dlc = new LinkedHashMap<>();
    public final List<NetConfig> nets = new ArrayList<>();
    public final List<Setting> ip2nets = new ArrayList<>();
    public final List<Diagnostic> problems = new ArrayList<>();
    public final List<String> files = new ArrayList<>();
    public Release release;
    public Setting releaseSetting;

    public NodeConfig(String name) {
        this.name = name;
    }

    public NetConfig net(String net) {
        return nets.stream().filter(n -> n.name().equals(net)).findFirst().orElse(null);
    }
}
