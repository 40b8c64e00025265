package org.lnetscope.lnetfiles;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.lnetscope.protocol.NodeState;

/**
 * The committed fixtures under {@code fixtures/}, copied out of the test bundle (a bundle's
 * resources cannot be listed without OSGi, hence the list). They follow the kernel's printf
 * formats (router_proc.c, lnet_debugfs.c) and lnetctl's YAML (liblnetconfig.c) exactly, as collected
 * or as pasted by people (docs/import-formats.md); values from the seed incident.
 */
public final class Fixtures {

    static final List<String> FILES = List.of(
            "bad/net.yaml",
            "bad/peers",
            "bad/random.txt",
            "collected-2.12/c010/lctl-get_param.txt",
            "collected-2.12/oss1/lctl-n.txt",
            "collected-2.12/oss1/peer-show.yaml",
            "collected-2.12/rtr1/buffers",
            "collected-2.12/rtr1/lnetctl-global.yaml",
            "collected-2.12/rtr1/lnetctl-net.yaml",
            "collected-2.12/rtr1/nis",
            "collected-2.12/rtr1/peers",
            "collected-2.12/rtr1/routers",
            "collected-2.12/rtr1/routes",
            "collected-2.12/rtr1/stats",
            "collected-ipv6-master/c030/net-show.yaml",
            "collected-ipv6-master/c030/nis",
            "collected-ipv6-master/c030/peer-show.yaml",
            "collected-ipv6-master/c030/peers",
            "collected-master/c020/net-show.yaml",
            "collected-master/rtr2/buffers",
            "collected-master/rtr2/lnetctl-export.yaml",
            "collected-master/rtr2/nis",
            "collected-master/rtr2/peers",
            "collected-master/rtr2/routers",
            "collected-master/rtr2/routes",
            "collected-master/rtr2/routing-show.yaml",
            "collected-master/rtr2/stats",
            "collected-master/rtr2/stats-show.yaml",
            "config/export-backup.yaml",
            "config/lnet.conf",
            "empty/buffers",
            "empty/routers",
            "empty/routes",
            "nets/master-every-net-peers",
            "nets/unknown-net-peers",
            "old/1.6-nis",
            "old/1.6-routers",
            "old/1.8-buffers",
            "old/1.8-peers",
            "old/1.8-routes",
            "old/lbstats.txt",
            "pasted/hash-prompt-lnetctl.txt",
            "pasted/mail-indented-route-show.yaml",
            "pasted/mail-quoted.txt",
            "pasted/manual-lctl-get_param-peers.txt",
            "pasted/oss1-net-show.txt",
            "pasted/ticket-several-outputs.txt");

    private Fixtures() {
    }

    /** Copies every fixture whose path starts with {@code prefix} into {@code dir}, keeping paths; returns dir/prefix. */
    public static Path copy(String prefix, Path dir) {
        try {
            for (String name : FILES) {
                if (!name.startsWith(prefix)) {
                    continue;
                }
                try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
                    if (in == null) {
                        throw new IllegalStateException("fixture not packaged: " + name);
                    }
                    Path target = dir.resolve(name);
                    Files.createDirectories(target.getParent());
                    Files.write(target, in.readAllBytes());
                }
            }
            return dir.resolve(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of one fixture. */
    public static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One fixture read as a node's only file. */
    public static NodeState read(String... names) {
        NodeState state = new NodeState();
        for (String name : names) {
            LnetFiles.read(name, Path.of(name).getFileName().toString(), text(name), state);
        }
        return state;
    }
}
