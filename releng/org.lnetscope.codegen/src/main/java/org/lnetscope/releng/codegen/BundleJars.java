package org.lnetscope.releng.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.Manifest;

import org.eclipse.emf.common.util.URI;

/**
 * Maps {@code platform:/plugin/<Bundle-SymbolicName>/} to the root of each OSGi bundle jar on the
 * class path, which is what the Eclipse platform would do for an installed plug-in.
 */
final class BundleJars {

    private static final String MANIFEST = "META-INF/MANIFEST.MF";

    private BundleJars() {
    }

    static Map<URI, URI> platformPluginMap() {
        Map<URI, URI> map = new LinkedHashMap<>();
        try {
            Enumeration<URL> manifests = BundleJars.class.getClassLoader().getResources(MANIFEST);
            while (manifests.hasMoreElements()) {
                URL url = manifests.nextElement();
                String symbolicName = symbolicName(url);
                String location = url.toString();
                if (symbolicName != null && location.startsWith("jar:") && location.endsWith(MANIFEST)) {
                    URI root = URI.createURI(location.substring(0, location.length() - MANIFEST.length()));
                    // First one wins, as the class loader would pick it too.
                    map.putIfAbsent(URI.createPlatformPluginURI(symbolicName + "/", false), root);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the bundles on the class path", e);
        }
        return map;
    }

    private static String symbolicName(URL manifestUrl) throws IOException {
        try (InputStream in = manifestUrl.openStream()) {
            String value = new Manifest(in).getMainAttributes().getValue("Bundle-SymbolicName");
            if (value == null) {
                return null;
            }
            int directives = value.indexOf(';');
            return (directives < 0 ? value : value.substring(0, directives)).trim();
        }
    }
}
