package org.lnetscope.sim.scenario;

import java.util.List;

import org.yaml.snakeyaml.LoaderOptions;

/**
 * What a scenario file may be before SnakeYAML reads it (issue 30, §5). SnakeYAML's reader copies
 * its whole window again for each buffer it reads while one token is open, so a long line or
 * scalar costs time quadratic in its length (one 20 MB line: 60-90 s before its own 3 MiB
 * code-point limit refused it; 40 MB: 261 s). Scenarios are a few KB (the examples: 2.8-6 KB,
 * lines under 1,000 characters), so the text is checked here in one linear pass first, and the
 * parser's own limits are set explicitly rather than left to the library's defaults.
 */
final class ScenarioLimits {

    /** Characters of a whole scenario: 170 times the largest example. */
    static final int MAX_CHARS = 1 << 20;
    /** Characters of one line: a flow list of 5,000 hostnames still fits. */
    static final int MAX_LINE = 1 << 16;
    /** Aliases of mappings and lists (a "billion laughs" document is refused at the 51st). */
    static final int MAX_ALIASES = 50;
    /** Nested mappings and lists: a scenario nests 4 deep. */
    static final int MAX_NESTING = 32;

    private ScenarioLimits() {
    }

    /** Refuses a file of more than {@link #MAX_CHARS} before it is read. */
    static void checkSize(String fileName, long bytes) throws ScenarioException {
        if (bytes > 4L * MAX_CHARS) { // UTF-8: up to 4 bytes a character; the text check below is exact
            throw new ScenarioException(List.of(new ScenarioProblem(fileName, String.format(
                    "a scenario of %,d bytes is refused (at most %,d characters: scenarios are a few KB)", bytes, MAX_CHARS))));
        }
    }

    /** Refuses, in one pass and before SnakeYAML sees it, a text or a line past the bounds. */
    static void check(String text, String fileName) throws ScenarioException {
        if (text.length() > MAX_CHARS) {
            throw new ScenarioException(List.of(new ScenarioProblem(fileName, String.format(
                    "a scenario of %,d characters is refused (at most %,d: scenarios are a few KB)", text.length(), MAX_CHARS))));
        }
        int line = 1;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '\n') {
                if (i - start > MAX_LINE) {
                    throw new ScenarioException(List.of(new ScenarioProblem(fileName + ":" + line, String.format(
                            "a line of %,d characters is refused (at most %,d)", i - start, MAX_LINE))));
                }
                line++;
                start = i + 1;
            }
        }
    }

    /** SnakeYAML's options for a scenario: every limit explicit. */
    static LoaderOptions options() {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(true); // reported by YamlMap with a position instead
        options.setCodePointLimit(MAX_CHARS);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(MAX_NESTING);
        return options;
    }
}
