package org.lnetscope.agent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A shell script standing in for lnetctl. It prints, for each command the agent runs, the file the
 * test put in its directory ({@code net.out} for {@code net show -v 2}...), {@code net.err} on
 * stderr, and exits with {@code net.status}; {@code net.down} makes it fail as when LNet is not
 * running, and a {@code hang} file makes every command block. Every
 * call is appended to {@code calls.log}. The test changes the files between samples; each is
 * replaced atomically, as lnetctl prints one consistent answer.
 */
final class FakeLnetctl {

    /** The agent's commands, by the name of their files here. */
    static final Map<String, String> COMMANDS = new LinkedHashMap<>();

    static {
        COMMANDS.put("net", "net show -v 2");
        COMMANDS.put("peer", "peer show -v 2");
        COMMANDS.put("stats", "stats show");
        COMMANDS.put("routing", "routing show");
        COMMANDS.put("route", "route show -v");
        COMMANDS.put("global", "global show");
    }

    /** How a hung lnetctl hangs. */
    enum Hang {
        /** The process itself blocks (lnetctl in an ioctl). */
        ITSELF,
        /** A child holds stdout open while the script waits for it (a wrapper: sudo, ssh, a site script). */
        IN_A_CHILD
    }

    private final Path dir;
    private final Path script;

    FakeLnetctl(Path dir) {
        this.dir = dir;
        this.script = dir.resolve("lnetctl");
        StringBuilder cases = new StringBuilder();
        COMMANDS.forEach((name, args) -> cases.append("    \"").append(args).append("\") c=").append(name).append(" ;;\n"));
        String text = """
                #!/bin/sh
                # fake lnetctl written by LnetctlSourceTest
                D='%s'
                echo "$*" >> "$D/calls.log"
                case "$*" in
                %s    *) echo "fake lnetctl: not a command the agent may run: $*" >&2; exit 2 ;;
                esac
                if [ -e "$D/hang" ]; then
                    echo $$ >> "$D/hung.pids"
                    if [ "$(cat "$D/hang")" = child ]; then
                        sleep 120 &
                        echo $! >> "$D/hung.pids"
                        wait
                    fi
                    exec sleep 120
                fi
                if [ -e "$D/$c.hang-after" ]; then
                    cat "$D/$c.out"
                    echo $$ >> "$D/hung.pids"
                    exec sleep 120
                fi
                if [ -e "$D/$c.down" ]; then
                    cat "$D/$c.down" >&2
                    exit 156
                fi
                [ -e "$D/$c.err" ] && cat "$D/$c.err" >&2
                [ -e "$D/$c.out" ] && cat "$D/$c.out"
                [ -e "$D/$c.status" ] && exit "$(cat "$D/$c.status")"
                exit 0
                """.formatted(dir, cases);
        try {
            Files.createDirectories(dir);
            Files.writeString(script, text);
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Path path() {
        return script;
    }

    /** The lnetfiles test bundle's fixtures (tests run in their bundle's directory). */
    static Path lnetfilesFixture(String name) {
        return Path.of(System.getProperty("user.dir")).resolve("../org.lnetscope.lnetfiles.tests/fixtures").resolve(name).normalize();
    }

    /** This bundle's fixtures/lnetctl. */
    static Path ownFixture(String name) {
        return Path.of(System.getProperty("user.dir")).resolve("fixtures/lnetctl").resolve(name);
    }

    /** A 2.12 router: rtr1 of the lnetfiles fixtures. */
    FakeLnetctl router212() {
        out("net", read(lnetfilesFixture("collected-2.12/rtr1/lnetctl-net.yaml")));
        out("peer", read(ownFixture("2.12-rtr1/peer-show.yaml")));
        out("stats", read(ownFixture("2.12-rtr1/stats-show.yaml")));
        out("routing", read(ownFixture("2.12-rtr1/routing-show.yaml")));
        out("route", ""); // a router has no routes, and lnetctl then prints nothing
        out("global", read(lnetfilesFixture("collected-2.12/rtr1/lnetctl-global.yaml")));
        return this;
    }

    /** A master router: rtr2 of the lnetfiles fixtures. */
    FakeLnetctl routerMaster() {
        out("net", read(ownFixture("master-rtr2/net-show.yaml")));
        out("peer", read(ownFixture("master-rtr2/peer-show.yaml")));
        out("stats", read(lnetfilesFixture("collected-master/rtr2/stats-show.yaml")));
        out("routing", read(lnetfilesFixture("collected-master/rtr2/routing-show.yaml")));
        out("route", read(ownFixture("master-rtr2/route-show.yaml")));
        out("global", read(ownFixture("master-rtr2/global-show.yaml")));
        return this;
    }

    String out(String command) {
        return read(dir.resolve(command + ".out"));
    }

    FakeLnetctl out(String command, String stdout) {
        write(command + ".out", stdout);
        return this;
    }

    /**
     * Replaces, in a command's output, each {@code from} by the {@code to} that follows it, in one
     * write; each {@code from} must be there once.
     */
    FakeLnetctl edit(String command, String... fromTo) {
        String text = out(command);
        for (int i = 0; i + 1 < fromTo.length; i += 2) {
            int at = text.indexOf(fromTo[i]);
            if (at < 0 || text.indexOf(fromTo[i], at + 1) >= 0) {
                throw new IllegalArgumentException("not once in " + command + ": " + fromTo[i]);
            }
            text = text.replace(fromTo[i], fromTo[i + 1]);
        }
        return out(command, text);
    }

    FakeLnetctl err(String command, String stderr) {
        write(command + ".err", stderr);
        return this;
    }

    FakeLnetctl status(String command, int status) {
        write(command + ".status", Integer.toString(status));
        return this;
    }

    /**
     * What lnetctl 2.12 and master print when LNet is not up (module loaded but not configured, or
     * being unloaded): nothing on stdout, the errno block on stderr, ENETDOWN as exit status. One
     * file switches it, so no call sees half of it; the .out file stays for {@link #healthy}.
     */
    FakeLnetctl lnetDown(String command) {
        String what = switch (command) {
            case "net" -> "networks";
            case "peer" -> "peer list";
            case "stats" -> "lnet statistics";
            case "routing" -> "routing information";
            case "route" -> "routes";
            default -> "global information";
        };
        write(command + ".down", "show:\n    - " + command + ":\n          errno: -100\n          descr: \"cannot get "
                + what + ": Network is down\"\n");
        return this;
    }

    /** Back to printing only its .out file, exit 0. */
    FakeLnetctl healthy(String command) {
        delete(command + ".down");
        delete(command + ".err");
        delete(command + ".status");
        delete(command + ".hang-after");
        return this;
    }

    FakeLnetctl hang(Hang how) {
        write("hang", how == Hang.IN_A_CHILD ? "child" : "itself");
        return this;
    }

    /** The command prints its whole output, then blocks: lnetctl wedged before it exits. */
    FakeLnetctl hangAfterOutput(String command) {
        write(command + ".hang-after", "");
        return this;
    }

    FakeLnetctl unhang() {
        delete("hang");
        return this;
    }

    /** Processes the hung calls started (the script, and its child if any). */
    List<Long> hungPids() {
        Path file = dir.resolve("hung.pids");
        return Files.exists(file) ? read(file).lines().map(Long::parseLong).toList() : List.of();
    }

    List<String> calls() {
        Path file = dir.resolve("calls.log");
        return Files.exists(file) ? read(file).lines().toList() : List.of();
    }

    void clearCalls() {
        delete("calls.log");
    }

    private void write(String name, String text) {
        try {
            Path tmp = dir.resolve(name + ".tmp");
            Files.writeString(tmp, text);
            Files.move(tmp, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void delete(String name) {
        try {
            Files.deleteIfExists(dir.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
