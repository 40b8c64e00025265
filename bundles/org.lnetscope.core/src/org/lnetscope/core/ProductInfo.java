package org.lnetscope.core;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * Name and version of LNet Scope as built, read from this bundle's manifest so that the window,
 * the About dialog and {@code lnetscope --version} can never disagree.
 */
public final class ProductInfo {

    public static final String NAME = "LNet Scope";

    private static final String UNKNOWN = "0.0.0.unknown";

    private final String version;

    private ProductInfo(String version) {
        this.version = version;
    }

    /** Reads the version of the running build (works inside and outside OSGi). */
    public static ProductInfo current() {
        return new ProductInfo(readBundleVersion(ProductInfo.class));
    }

    /** Full OSGi version, qualifier included: {@code 0.1.0.202611300812}. */
    public String version() {
        return version;
    }

    /** Version without the build qualifier: {@code 0.1.0}. */
    public String shortVersion() {
        String[] parts = version.split("\\.");
        return parts.length <= 3 ? version : parts[0] + "." + parts[1] + "." + parts[2];
    }

    /** The one-line banner {@code lnetscope --version} prints. */
    public String banner() {
        return NAME + " " + version + " (Java " + Runtime.version().feature() + ", "
                + System.getProperty("os.name") + "/" + System.getProperty("os.arch") + ")";
    }

    static String readBundleVersion(Class<?> anchor) {
        // The class's own jar (or bin/ folder in a dev checkout) holds the manifest we were built with.
        URL classUrl = anchor.getResource(anchor.getSimpleName() + ".class");
        if (classUrl == null) {
            return UNKNOWN;
        }
        String text = classUrl.toString();
        String classPath = anchor.getName().replace('.', '/') + ".class";
        String root = text.substring(0, text.length() - classPath.length());
        try (InputStream in = URI.create(root + "META-INF/MANIFEST.MF").toURL().openStream()) {
            String value = new Manifest(in).getMainAttributes().getValue(new Attributes.Name("Bundle-Version"));
            return value == null ? UNKNOWN : value.trim();
        } catch (IOException e) {
            return UNKNOWN;
        }
    }
}
