package org.lnetscope.agent.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A directory standing in for /sys/kernel/debug/lnet that tests and demos change over time (never
 * the real /sys): a 2.12
 * router (the seed incident's compute and server peer NIs) written with the kernel's printf
 * formats. Files are replaced atomically, as a debugfs read sees one consistent table.
 */
public final class SyntheticDebugfs {

    private final Path dir;
    private int computeTx = -4500;
    private int serverRtr = -17000;

    public SyntheticDebugfs(Path dir) {
        this.dir = dir;
        write();
    }

    public Path dir() {
        return dir;
    }

    /** lpni_txcredits of 10.1.0.17@o2ib1 (min follows it down, as lpni_mintxcredits does). */
    public SyntheticDebugfs computeTx(int tx) {
        computeTx = tx;
        write();
        return this;
    }

    public SyntheticDebugfs serverRtr(int rtr) {
        serverRtr = rtr;
        write();
        return this;
    }

    /** rmmod lnet: the directory goes away. */
    public void unload() {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** modprobe lnet again. */
    public void load() {
        write();
    }

    private void write() {
        String peers = String.format("%-24s %4s %5s %5s %5s %5s %5s %5s %5s %s\n", "nid", "refs", "state", "last", "max", "rtr",
                "min", "tx", "min", "queue")
                + String.format("%-24s %4d %5s %5d %5d %5d %5d %5d %5d %d\n", "10.1.0.17@o2ib1", 47 - computeTx, "up", 3, 42, 42, -2,
                        computeTx, Math.min(computeTx, -4500), (long) Math.max(0, -computeTx) * 524)
                + String.format("%-24s %4d %5s %5d %5d %5d %5d %5d %5d %d\n", "10.0.0.21@o2ib", 90 - serverRtr, "up", 0, 42, serverRtr,
                        Math.min(serverRtr, -17000), 42, -3, 0);
        String nis = String.format("%-24s %6s %5s %4s %4s %4s %5s %5s %5s\n", "nid", "status", "alive", "refs", "peer", "rtr", "max",
                "tx", "min")
                + String.format("%-24s %6s %5d %4d %4d %4d %5d %5d %5d\n", "10.1.0.254@o2ib1", "up", 0, 4600, 42, 0, 512, -3988, -4011);
        String stats = "21803 22011 12 9123456 9102345 9001234 311 1234567890123 1234000000000 1230000000000 4096000\n";
        String routes = "Routing enabled\n" + String.format("%-8s %4s %8s %7s %s\n", "net", "hops", "priority", "state", "router");
        try {
            Files.createDirectories(dir);
            replace("peers", peers);
            replace("nis", nis);
            replace("stats", stats);
            replace("routes", routes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void replace(String name, String text) throws IOException {
        Path tmp = dir.resolve("." + name + ".tmp");
        Files.writeString(tmp, text);
        Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
