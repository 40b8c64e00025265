package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/** /metrics, read-only, token and TLS; loopback only. */
class AgentHttpTest {

    @TempDir
    Path tmp;

    private Agent agent;
    private final HttpClient http = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        if (agent != null) {
            agent.close();
        }
    }

    private Agent start(String... extra) throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        List<String> args = new ArrayList<>(List.of("--debugfs", fake.dir().toString(), "--port", "0", "--host", "rtr1",
                "--meminfo", Path.of(System.getProperty("user.dir")).resolve("fixtures/meminfo/rhel7-router.txt").toString()));
        args.addAll(List.of(extra));
        agent = new Agent(AgentOptions.parse(args, Map.of()));
        return agent;
    }

    private HttpResponse<String> get(String path, String token) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + agent.address().getPort() + path));
        if (token != null) {
            r.header("Authorization", "Bearer " + token);
        }
        return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void metricsInPrometheusTextFormat() throws Exception {
        start();
        HttpResponse<String> r = get(Protocol.PATH_METRICS, null);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/plain; version=0.0.4"));
        String body = r.body();
        assertTrue(body.contains("# TYPE lnet_peer_ni_available_tx_credits gauge\n"), body);
        assertTrue(body.contains("lnet_peer_ni_available_tx_credits{host=\"rtr1\",nid=\"10.1.0.17@o2ib1\"} -4500\n"), body);
        assertTrue(body.contains("lnet_peer_ni_available_rtr_credits{host=\"rtr1\",nid=\"10.0.0.21@o2ib\"} -17000\n"), body);
        assertTrue(body.contains("lnet_tq_tq_credits{host=\"rtr1\",nid=\"10.1.0.254@o2ib1\",cpt=\"0\"} -3988\n"), body);
        assertTrue(body.contains("# TYPE lnet_stats_send_count counter\n"), body);
        assertTrue(body.contains("lnet_peer_ni_state_info{host=\"rtr1\",nid=\"10.1.0.17@o2ib1\",value=\"up\"} 1\n"), body);
        assertTrue(body.contains("lnet_up{host=\"rtr1\"} 1\n"), body);
        assertTrue(body.contains("lnetscope_agent_clients{host=\"rtr1\"} 0\n"), body);
        // the node's memory, in bytes (/proc/meminfo says kB = KiB)
        assertTrue(body.contains("# TYPE lnet_meminfo_mem_available_bytes gauge\n"), body);
        assertTrue(body.contains("lnet_meminfo_mem_available_bytes{host=\"rtr1\"} " + 2260548L * 1024 + "\n"), body);
        assertTrue(body.contains("lnet_meminfo_mem_total_bytes{host=\"rtr1\"} " + 65692084L * 1024 + "\n"), body);
        assertTrue(body.contains("lnet_meminfo_slab_bytes{host=\"rtr1\"} " + 4518828L * 1024 + "\n"), body);
        assertTrue(body.contains("lnet_meminfo_sunreclaim_bytes{host=\"rtr1\"} " + 4339368L * 1024 + "\n"), body);
        for (String line : body.split("\n")) {
            assertTrue(line.startsWith("# TYPE ") || line.matches("[a-zA-Z_:][a-zA-Z0-9_:]*\\{[^}]*\\} -?[0-9.Ee+-]+"), line);
        }
    }

    @Test
    void readOnly() throws Exception {
        start();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + agent.address().getPort()
                + Protocol.PATH_SNAPSHOT)).POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, r.statusCode());
        assertEquals(404, get("/v1/set", null).statusCode());
        Snapshot s = Snapshot.fromJson(get(Protocol.PATH_SNAPSHOT, null).body().strip());
        assertEquals("rtr1", s.host());
    }

    @Test
    void aTokenIsCheckedOnEveryPath() throws Exception {
        Path tokenFile = tmp.resolve("token");
        Files.writeString(tokenFile, "s3cret-token\n");
        start("--token-file", tokenFile.toString());
        assertEquals(401, get(Protocol.PATH_SNAPSHOT, null).statusCode());
        assertEquals(401, get(Protocol.PATH_METRICS, "wrong").statusCode());
        assertEquals(401, get(Protocol.PATH_EVENTS, null).statusCode());
        assertEquals(200, get(Protocol.PATH_METRICS, "s3cret-token").statusCode());
    }

    @Test
    void anyBindButLoopbackNeedsAToken() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentOptions.parse(List.of("--bind", "0.0.0.0"), Map.of()));
        assertTrue(e.getMessage().contains("--token-file"), e.getMessage());
        // accepted (not bound: tests stay on loopback) once a token is there, from the environment too
        AgentOptions o = AgentOptions.parse(List.of("--bind", "0.0.0.0"), Map.of(AgentOptions.TOKEN_ENV, "t"));
        assertEquals("0.0.0.0", o.bind());
        assertEquals("127.0.0.1", AgentOptions.parse(List.of(), Map.of()).bind());
        assertEquals(1000, AgentOptions.parse(List.of(), Map.of()).periodMs());
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--period", "10ms"), Map.of()));
        assertThrows(IllegalArgumentException.class, () -> AgentOptions.parse(List.of("--tls-cert", "x.pem"), Map.of()));
    }

    @Test
    void servesHttpsWithAGivenKeyAndCertificate() throws Exception {
        Path cert = tmp.resolve("cert.pem");
        Path key = tmp.resolve("key.pem");
        Process openssl;
        try {
            openssl = new ProcessBuilder("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key.toString(),
                    "-out", cert.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "openssl is not installed");
            return;
        }
        openssl.getInputStream().readAllBytes();
        assumeTrue(openssl.waitFor(60, TimeUnit.SECONDS) && openssl.exitValue() == 0, "openssl could not make a certificate");
        start("--tls-cert", cert.toString(), "--tls-key", key.toString());

        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        trust.setCertificateEntry("agent", CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(Files.readAllBytes(cert))));
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ssl = SSLContext.getInstance("TLS");
        ssl.init(null, tmf.getTrustManagers(), null);
        HttpClient https = HttpClient.newBuilder().sslContext(ssl).build();
        HttpResponse<String> r = https.send(HttpRequest.newBuilder(URI.create("https://127.0.0.1:" + agent.address().getPort()
                + Protocol.PATH_SNAPSHOT)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        assertEquals("rtr1", Snapshot.fromJson(r.body().strip()).host());
        // plain HTTP to the TLS port gets nothing useful
        assertThrows(Exception.class, () -> get(Protocol.PATH_SNAPSHOT, null));
    }
}
