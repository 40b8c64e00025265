package org.lnetscope.app;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * {@code lnetscope FILE} while a window already runs on the workspace: the second instance hands
 * FILE to the first and exits, instead of "the workspace is in use" (issue 36). The window listens on
 * a Unix domain socket only its user can reach (in the workspace's .metadata, or in the user's
 * XDG_RUNTIME_DIR when that path is too long for a socket), one absolute path per connection; it
 * answers "opened" or "error: WHY". A client that says nothing is dropped after
 * {@link #CLIENT_TIMEOUT_MS}; a request is at most {@link #MAX_REQUEST} bytes.
 */
final class OpenRequests implements AutoCloseable {

    static final long CLIENT_TIMEOUT_MS = 2_000;
    static final int MAX_REQUEST = 8_192;
    /** sun_path is 108 bytes on Linux, with its NUL. */
    private static final int MAX_SOCKET_PATH = 107;

    private final Path socket;
    private final ServerSocketChannel server;
    private final ScheduledExecutorService timeouts;
    private final Thread acceptor;

    private OpenRequests(Path socket, ServerSocketChannel server, Consumer<Path> open) {
        this.socket = socket;
        this.server = server;
        this.timeouts = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "lnetscope open requests timeout"));
        this.acceptor = daemon(() -> serve(open), "lnetscope open requests");
        acceptor.start();
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * The socket of {@code workspace}: its .metadata when the path fits a socket address, else
     * {@code XDG_RUNTIME_DIR/lnetscope-HASH.sock}; empty when neither can be used.
     */
    static Optional<Path> socketOf(Path workspace, Map<String, String> env) {
        Path inWorkspace = workspace.toAbsolutePath().normalize().resolve(".metadata").resolve("lnetscope-open.sock");
        if (inWorkspace.toString().getBytes(StandardCharsets.UTF_8).length <= MAX_SOCKET_PATH) {
            return Optional.of(inWorkspace);
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime == null || runtime.isBlank()) {
            return Optional.empty();
        }
        Path named = Path.of(runtime).resolve("lnetscope-" + hash(workspace.toAbsolutePath().normalize().toString()) + ".sock");
        return named.toString().length() <= MAX_SOCKET_PATH ? Optional.of(named) : Optional.empty();
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Listens on {@code socket}, handing each requested file to {@code open} (on this class's thread:
     * the caller moves it to the UI thread). The caller holds the workspace lock, so a socket file left
     * there is a dead window's, and is replaced; anything else at that path is left alone and refused.
     */
    static OpenRequests listen(Path socket, Consumer<Path> open) throws IOException {
        Files.createDirectories(socket.getParent());
        if (Files.exists(socket, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes attributes = Files.readAttributes(socket, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!attributes.isOther()) { // a socket is "other"; a link, a file or a folder is not replaced
                throw new IOException(socket + " exists and is not a socket: not replaced");
            }
            Files.delete(socket);
        }
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(socket));
            Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        return new OpenRequests(socket, server, open);
    }

    Path socket() {
        return socket;
    }

    private void serve(Consumer<Path> open) {
        while (server.isOpen()) {
            try (SocketChannel client = server.accept()) {
                ScheduledFuture<?> timeout = timeouts.schedule(() -> closeQuietly(client), CLIENT_TIMEOUT_MS, TimeUnit.MILLISECONDS);
                String reply;
                try {
                    reply = answer(readLine(client), open);
                } finally {
                    timeout.cancel(false);
                }
                if (client.isOpen()) {
                    client.write(ByteBuffer.wrap((reply + "\n").getBytes(StandardCharsets.UTF_8)));
                }
            } catch (ClosedChannelException e) {
                // the client timed out, or the window is closing
            } catch (IOException e) {
                // one client's broken connection is not the window's business
            }
        }
    }

    private static String answer(String line, Consumer<Path> open) {
        if (line == null) {
            return "error: no file named";
        }
        Path file;
        try {
            file = Path.of(line);
        } catch (RuntimeException e) {
            return "error: not a file name: " + line;
        }
        if (!file.isAbsolute()) {
            return "error: not an absolute path: " + line;
        }
        if (!Files.isRegularFile(file)) {
            return "error: no such file: " + file;
        }
        open.accept(file);
        return "opened";
    }

    /** One line of at most {@link #MAX_REQUEST} bytes, without its newline; null if none came. */
    private static String readLine(SocketChannel client) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(MAX_REQUEST);
        while (buffer.hasRemaining()) {
            int n = client.read(buffer);
            if (n < 0) {
                break;
            }
            for (int i = buffer.position() - n; i < buffer.position(); i++) {
                if (buffer.get(i) == '\n') {
                    return new String(buffer.array(), 0, i, StandardCharsets.UTF_8);
                }
            }
        }
        return buffer.position() == 0 || buffer.position() == MAX_REQUEST ? null
                : new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
    }

    private static void closeQuietly(SocketChannel client) {
        try {
            client.close();
        } catch (IOException e) {
            // closing: nothing to add
        }
    }

    /**
     * Hands {@code files} to the window listening on {@code socket}: for each, "opened" or "error: WHY";
     * empty when no window answers there (none runs, or it is from before this feature).
     */
    static Optional<List<String>> handOff(Path socket, List<Path> files) {
        List<String> replies = new ArrayList<>();
        for (Path file : files) {
            try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                channel.write(ByteBuffer.wrap((file.toAbsolutePath().normalize() + "\n").getBytes(StandardCharsets.UTF_8)));
                channel.shutdownOutput();
                ByteBuffer reply = ByteBuffer.allocate(MAX_REQUEST);
                while (reply.hasRemaining() && channel.read(reply) >= 0) {
                    // until the window closes its side
                }
                replies.add(new String(reply.array(), 0, reply.position(), StandardCharsets.UTF_8).strip());
            } catch (IOException | RuntimeException e) {
                return replies.isEmpty() ? Optional.empty() : Optional.of(replies);
            }
        }
        return Optional.of(replies);
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            // closing: nothing to add
        }
        timeouts.shutdownNow();
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            // the next window replaces it
        }
    }
}
