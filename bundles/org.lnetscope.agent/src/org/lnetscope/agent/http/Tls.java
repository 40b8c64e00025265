package org.lnetscope.agent.http;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Collection;

import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * An SSLContext from the PEM files sites already have for their web servers: a certificate
 * (chain) and an unencrypted PKCS#8 key ({@code BEGIN PRIVATE KEY}, RSA or EC; convert a
 * {@code BEGIN RSA PRIVATE KEY} file with {@code openssl pkcs8 -topk8 -nocrypt}).
 */
public final class Tls {

    private Tls() {
    }

    public static SSLContext context(Path certPem, Path keyPem) throws IOException, GeneralSecurityException {
        Collection<? extends Certificate> chain = CertificateFactory.getInstance("X.509")
                .generateCertificates(new ByteArrayInputStream(Files.readAllBytes(certPem)));
        if (chain.isEmpty()) {
            throw new GeneralSecurityException(certPem + ": no certificate");
        }
        PrivateKey key = privateKey(keyPem);
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        char[] password = new char[0];
        store.setKeyEntry("agent", key, password, chain.toArray(new Certificate[0]));
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(store, password);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(kmf.getKeyManagers(), null, null);
        return context;
    }

    private static PrivateKey privateKey(Path pem) throws IOException, GeneralSecurityException {
        String text = Files.readString(pem);
        if (text.contains("BEGIN RSA PRIVATE KEY") || text.contains("BEGIN EC PRIVATE KEY")
                || text.contains("ENCRYPTED PRIVATE KEY")) {
            throw new GeneralSecurityException(pem + ": needs an unencrypted PKCS#8 key (BEGIN PRIVATE KEY);"
                    + " convert with: openssl pkcs8 -topk8 -nocrypt -in KEY -out KEY.pk8");
        }
        int begin = text.indexOf("-----BEGIN PRIVATE KEY-----");
        int end = text.indexOf("-----END PRIVATE KEY-----");
        if (begin < 0 || end < begin) {
            throw new GeneralSecurityException(pem + ": no BEGIN PRIVATE KEY block");
        }
        byte[] der = Base64.getMimeDecoder().decode(text.substring(begin + 27, end));
        for (String algorithm : new String[] {"RSA", "EC", "Ed25519"}) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (GeneralSecurityException e) {
                // try the next algorithm: PKCS#8 names it inside, but KeyFactory wants it up front
            }
        }
        throw new GeneralSecurityException(pem + ": not an RSA, EC or Ed25519 PKCS#8 key");
    }
}
