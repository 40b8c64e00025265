package org.lnetscope.lnetfiles.lnetctl;

import java.io.Reader;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingEndEvent;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.events.SequenceEndEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;

/**
 * SnakeYAML's parser events of one lnetctl output, turned into {@link Yaml} values one entry at a
 * time. Composing a whole {@code peer show} of 20,000 peers into SnakeYAML's node tree took
 * gigabytes (issue 21); here only the entry being read is held (a peer with its peer NIs, the
 * {@code global:} block), so memory stays bounded by the largest entry, and that is bounded too
 * ({@link #MAX_VALUES_PER_ENTRY}, {@link #MAX_DEPTH}). Keys and short values are shared between
 * entries ({@link #intern}), since 100,000 peers repeat the same twenty keys.
 *
 * <p>lnetctl's cYAML printer (cYAML_print_tree in lnet/utils/lnetconfig/cyaml.c) writes block
 * mappings and sequences, plain scalars, no anchors, aliases or tags: an alias is refused (it is
 * also how YAML bombs amplify).
 */
final class YamlStream {

    /** A real entry is small: a peer with LNET_MAX_NIDS_PER_PEER (128) peer NIs at -v 4 is ~8,000 values. */
    static final int MAX_VALUES_PER_ENTRY = 200_000;
    /** cYAML output nests 6 deep; a hand-written lnet.conf not much more. */
    static final int MAX_DEPTH = 64;
    private static final int MAX_INTERNED = 4096;
    private static final int MAX_INTERNED_LENGTH = 48;

    /** A YAML value that breaks a limit above; the reader reports it and stops. */
    static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int line;

        TooLarge(int line, String message) {
            super(message, null, false, false);
            this.line = line;
        }
    }

    private final Iterator<Event> events;
    private final int lineOffset;
    private final Map<String, String> interned = new HashMap<>();
    private int values;
    private int aliases;

    YamlStream(Reader reader, int lineOffset) {
        LoaderOptions options = new LoaderOptions();
        // memory is bounded by reading entry by entry, and the file by LnetFiles' size limit
        options.setCodePointLimit(Integer.MAX_VALUE);
        options.setAllowDuplicateKeys(true);
        this.events = new org.yaml.snakeyaml.Yaml(options).parse(reader).iterator();
        this.lineOffset = lineOffset;
    }

    boolean hasNext() {
        return events.hasNext();
    }

    Event next() {
        return events.next();
    }

    /** 1-based line of an event in the file. */
    int line(Event e) {
        return e.getStartMark() == null ? 0 : e.getStartMark().getLine() + 1 + lineOffset;
    }

    /** How many aliases were replaced by empty values so far. */
    int aliases() {
        return aliases;
    }

    /** The value that starts with {@code first}, read to its end. */
    Yaml compose(Event first) {
        values = 0;
        return compose(first, 0);
    }

    private Yaml compose(Event first, int depth) {
        int line = line(first);
        if (++values > MAX_VALUES_PER_ENTRY) {
            throw new TooLarge(line, "an entry of more than " + MAX_VALUES_PER_ENTRY + " values (lnetctl prints far fewer)");
        }
        if (depth > MAX_DEPTH) {
            throw new TooLarge(line, "nested more than " + MAX_DEPTH + " levels deep (lnetctl output nests 6)");
        }
        if (first instanceof ScalarEvent s) {
            return Yaml.scalar(line, intern(s.getValue()));
        }
        if (first instanceof MappingStartEvent) {
            List<Map.Entry<String, Yaml>> entries = new ArrayList<>();
            while (true) {
                Event key = events.next();
                if (key instanceof MappingEndEvent) {
                    break;
                }
                Yaml keyValue = compose(key, depth + 1);
                Yaml value = compose(events.next(), depth + 1);
                String name = keyValue.isScalar() ? (keyValue.text() == null ? "" : keyValue.text()) : "?";
                entries.add(new AbstractMap.SimpleImmutableEntry<>(name, value));
            }
            return Yaml.map(line, entries);
        }
        if (first instanceof SequenceStartEvent) {
            List<Yaml> items = new ArrayList<>();
            while (true) {
                Event item = events.next();
                if (item instanceof SequenceEndEvent) {
                    break;
                }
                items.add(compose(item, depth + 1));
            }
            return Yaml.list(line, items);
        }
        if (first instanceof AliasEvent) {
            aliases++;
            return Yaml.scalar(line, "");
        }
        // document or stream markers where a value was expected: an empty value
        return Yaml.scalar(line, "");
    }

    /** Skips the rest of a value whose first event was {@code first}. */
    void skip(Event first) {
        int depth = first instanceof MappingStartEvent || first instanceof SequenceStartEvent ? 1 : 0;
        while (depth > 0) {
            Event e = events.next();
            if (e instanceof MappingStartEvent || e instanceof SequenceStartEvent) {
                depth++;
            } else if (e instanceof MappingEndEvent || e instanceof SequenceEndEvent) {
                depth--;
            }
        }
    }

    /** One String per distinct short text: keys and values such as "up" or "available_tx_credits". */
    private String intern(String text) {
        if (text.length() > MAX_INTERNED_LENGTH) {
            return text;
        }
        String known = interned.get(text);
        if (known != null) {
            return known;
        }
        if (interned.size() < MAX_INTERNED) {
            interned.put(text, text);
        }
        return text;
    }
}
