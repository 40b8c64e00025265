package org.lnetscope.live;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.protocol.Protocol;

/**
 * Where an agent listens: {@code HOST:PORT}, {@code [v6addr]:PORT}, or {@code HOST} (port 9741).
 *
 * @param tls connect with https (the agent was started with --tls-cert)
 */
public record AgentAddress(String host, int port, boolean tls) {

    public static AgentAddress parse(String text, boolean tls) {
        String t = text.trim();
        int colon = t.lastIndexOf(':');
        boolean bracketed = t.startsWith("[");
        if (colon < 0 || (bracketed && colon < t.indexOf(']'))) {
            return new AgentAddress(t, Protocol.DEFAULT_PORT, tls);
        }
        try {
            int port = Integer.parseInt(t.substring(colon + 1));
            if (port < 1 || port > 65535) {
                throw new NumberFormatException();
            }
            return new AgentAddress(t.substring(0, colon), port, tls);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad agent address \"" + text + "\": expected HOST:PORT");
        }
    }

    /**
     * The agents listed in a file, one {@code HOST:PORT} per line ({@code https://HOST:PORT} for
     * TLS), {@code #} comments and blank lines ignored: how a site keeps its fabric's agent list.
     * A bad line is an error naming the file and line.
     */
    public static List<AgentAddress> readList(Path file, boolean tls) throws IOException {
        List<AgentAddress> agents = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).replaceFirst("#.*", "").trim();
            if (t.isEmpty()) {
                continue;
            }
            try {
                boolean https = t.startsWith("https://");
                agents.add(parse(t.replaceFirst("^https?://", ""), tls || https));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage());
            }
        }
        return agents;
    }

    public URI uri(String path) {
        return URI.create((tls ? "https://" : "http://") + host + ":" + port + path);
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
