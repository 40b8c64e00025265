package org.lnetscope.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the window was started with: files to open, and the smoke-test switch used by the product
 * test ({@code -lnetscope.smoke <png>}: open, capture the window to the PNG, close cleanly).
 */
public record LaunchOptions(List<Path> files, Optional<Path> smokeScreenshot) {

    static final String SMOKE = "-lnetscope.smoke";

    static LaunchOptions parse(String[] args) {
        List<Path> files = new ArrayList<>();
        Path smoke = null;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals(SMOKE) && i + 1 < args.length) {
                smoke = Path.of(args[++i]);
            } else if (arg.startsWith("-")) {
                // Equinox has taken its own options; what is left (a test harness's -testproperties
                // FILE, say) may carry a value, which is not a file for us to open.
                if (i + 1 < args.length && !args[i + 1].startsWith("-")) {
                    i++;
                }
            } else {
                files.add(Path.of(arg));
            }
        }
        return new LaunchOptions(List.copyOf(files), Optional.ofNullable(smoke));
    }
}
