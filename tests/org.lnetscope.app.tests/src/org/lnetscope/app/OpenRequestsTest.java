package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 36: "lnetscope FILE hands the file to a running window", over the window's private socket. */
class OpenRequestsTest {

    @TempDir
    Path tmp;

    @Test
    void aFileIsHandedToTheWindowAndABadOneRefusedWithTheReason() throws Exception {
        Path workspace = Files.createDirectories(tmp.resolve("ws"));
        Path socket = OpenRequests.socketOf(workspace, Map.of()).orElseThrow();
        assertEquals(workspace.resolve(".metadata/lnetscope-open.sock"), socket);
        Path trace = Files.writeString(tmp.resolve("a.lnettrace"), "x");
        List<Path> opened = new CopyOnWriteArrayList<>();
        try (OpenRequests requests = OpenRequests.listen(socket, opened::add)) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket)),
                    "only the window's user can hand it files");
            assertEquals(Optional.of(List.of("opened", "error: no such file: " + tmp.resolve("missing.lnetmodel"))),
                    OpenRequests.handOff(socket, List.of(trace, tmp.resolve("missing.lnetmodel"))));
            assertEquals(List.of(trace), opened);
            assertEquals("error: not an absolute path: a.lnettrace", raw(socket, "a.lnettrace\n"));
            // a client that says nothing is dropped after 2 s, and the next one is served
            try (SocketChannel silent = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                long start = System.nanoTime();
                assertEquals(Optional.of(List.of("opened")), OpenRequests.handOff(socket, List.of(trace)));
                long ms = (System.nanoTime() - start) / 1_000_000;
                assertTrue(ms >= OpenRequests.CLIENT_TIMEOUT_MS - 100 && ms < 10_000, "served after the silent one: " + ms + " ms");
            }
            assertEquals(2, opened.size());
        }
        assertTrue(Files.notExists(socket), "the socket goes with the window");
        assertEquals(Optional.empty(), OpenRequests.handOff(socket, List.of(trace)), "no window: the caller starts one");
    }

    @Test
    void aDeadWindowsSocketIsReplacedAnythingElseIsNot() throws Exception {
        Path socket = tmp.resolve("ws/.metadata/lnetscope-open.sock");
        Files.createDirectories(socket.getParent());
        // a window killed with -9 leaves its socket file behind (closing a channel does not unlink it)
        try (ServerSocketChannel crashed = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            crashed.bind(UnixDomainSocketAddress.of(socket));
        }
        assertTrue(Files.exists(socket));
        List<Path> opened = new CopyOnWriteArrayList<>();
        try (OpenRequests again = OpenRequests.listen(socket, opened::add)) {
            Path file = Files.writeString(tmp.resolve("b.lnetmodel"), "x");
            assertEquals(Optional.of(List.of("opened")), OpenRequests.handOff(socket, List.of(file)));
        }
        Path planted = tmp.resolve("ws2/.metadata/lnetscope-open.sock");
        Files.createDirectories(planted.getParent());
        Files.createSymbolicLink(planted, tmp.resolve("victim"));
        IOException refused = assertThrows(IOException.class, () -> OpenRequests.listen(planted, f -> {}));
        assertTrue(refused.getMessage().endsWith("exists and is not a socket: not replaced"), refused.getMessage());
        assertTrue(Files.isSymbolicLink(planted), "left alone");
    }

    @Test
    void aWorkspaceTooDeepForASocketUsesTheRuntimeDir() {
        Path deep = tmp.resolve("x".repeat(120));
        assertEquals(Optional.empty(), OpenRequests.socketOf(deep, Map.of()));
        Path named = OpenRequests.socketOf(deep, Map.of("XDG_RUNTIME_DIR", "/run/user/1000")).orElseThrow();
        assertTrue(named.toString().matches("/run/user/1000/lnetscope-[0-9a-f]{16}\\.sock"), named.toString());
        assertEquals(named, OpenRequests.socketOf(deep, Map.of("XDG_RUNTIME_DIR", "/run/user/1000")).orElseThrow(),
                "the same workspace, the same socket");
    }

    private static String raw(Path socket, String request) throws IOException {
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            channel.write(ByteBuffer.wrap(request.getBytes(StandardCharsets.UTF_8)));
            channel.shutdownOutput();
            ByteBuffer reply = ByteBuffer.allocate(1024);
            while (channel.read(reply) >= 0) {
                // until closed
            }
            return new String(reply.array(), 0, reply.position(), StandardCharsets.UTF_8).strip();
        }
    }
}
