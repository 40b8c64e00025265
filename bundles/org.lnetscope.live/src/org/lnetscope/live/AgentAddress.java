package org.lnetscope.live;

import java.net.URI;

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
            return new AgentAddress(t, org.lnetscope.agent.protocol.Protocol.DEFAULT_PORT, tls);
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

    public URI uri(String path) {
        return URI.create((tls ? "https://" : "http://") + host + ":" + port + path);
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
