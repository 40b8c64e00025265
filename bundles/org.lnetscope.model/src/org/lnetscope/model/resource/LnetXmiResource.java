package org.lnetscope.model.resource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.XMLSave;
import org.eclipse.emf.ecore.xmi.impl.XMIHelperImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;
import org.eclipse.emf.ecore.xmi.impl.XMISaveImpl;
import org.eclipse.emf.ecore.xmi.impl.XMLParserPoolImpl;

/**
 * A .lnetmodel file: XMI, tuned for models of a million objects (see the anchors notes, §E).
 *
 * <p>Kernel objects have their address as intrinsic ID, so cross-references are written as
 * {@code txq="0xffff9a10b7e43c10 ..."} instead of positional paths, whose computation made default
 * XMI saves quadratic. Loading resolves those IDs through an ID map and only at the end of the
 * document; without both, every forward reference walks the whole tree.
 *
 * <p>Loads are all-or-nothing and saves are atomic for local files.
 */
public class LnetXmiResource extends XMIResourceImpl {

    /** Shared: parsers are expensive to create and the pool is thread-safe. */
    private static final XMLParserPoolImpl PARSER_POOL = new XMLParserPoolImpl();

    public LnetXmiResource(URI uri) {
        super(uri);
        setIntrinsicIDToEObjectMap(new HashMap<>());

        Map<Object, Object> load = getDefaultLoadOptions();
        load.put(XMLResource.OPTION_USE_PARSER_POOL, PARSER_POOL);
        // Per resource, not shared: the map is filled while parsing and is not thread-safe.
        load.put(XMLResource.OPTION_USE_XML_NAME_TO_FEATURE_MAP, new HashMap<>());
        load.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        load.put(XMLResource.OPTION_USE_DEPRECATED_METHODS, Boolean.FALSE);

        Map<Object, Object> save = getDefaultSaveOptions();
        save.put(XMLResource.OPTION_ENCODING, "UTF-8");
        save.put(XMLResource.OPTION_USE_CACHED_LOOKUP_TABLE, new ArrayList<>());
        save.put(XMLResource.OPTION_CONFIGURATION_CACHE, Boolean.TRUE);
    }

    /**
     * Writes an IDREF that contains a colon as {@code #id}. EMF's loader takes a bare IDREF with a
     * colon for the type name of the next one and drops the reference without an error, and a
     * local NI's ID is its NID, which has colons when it is an IPv6 one
     * ({@code ni="#2001:db8::1@tcp"}). Every other IDREF is written as before.
     */
    @Override
    protected XMLHelper createXMLHelper() {
        return new XMIHelperImpl(this) {
            @Override
            public String getIDREF(EObject object) {
                String id = super.getIDREF(object);
                return id != null && id.indexOf(':') >= 0 && !id.startsWith("#") ? "#" + id : id;
            }
        };
    }

    /**
     * Saves strings XML 1.0 cannot hold (a NUL or the ESC of a coloured prompt that came from an
     * input) as visible escapes ({@code \x1b}, {@link ControlChars#forXml}) instead of writing a
     * file no XML parser reads back: no character from an input can make a save fail.
     */
    @Override
    protected XMLSave createXMLSave() {
        return new XmlSafeSave(createXMLHelper());
    }

    private static final class XmlSafeSave extends XMISaveImpl {
        XmlSafeSave(XMLHelper helper) {
            super(helper);
        }

        @Override
        protected void init(XMLResource resource, Map<?, ?> options) {
            super.init(resource, options);
            if (escape != null) {
                escape = new XmlSafeEscape(escape);
            }
        }

        /** EMF's escaping, after the characters XML cannot hold are made visible escapes. */
        private static final class XmlSafeEscape extends Escape {
            private final Escape escape;

            XmlSafeEscape(Escape escape) {
                this.escape = escape;
            }

            @Override
            public String convert(String input) {
                return escape.convert(ControlChars.forXml(input));
            }

            @Override
            public String convertText(String input) {
                return escape.convertText(ControlChars.forXml(input));
            }

            @Override
            public String convertLines(String input) {
                return escape.convertLines(ControlChars.forXml(input));
            }

            @Override
            public void setMappingLimit(int mappingLimit) {
                escape.setMappingLimit(mappingLimit);
            }

            @Override
            public void setAllowControlCharacters(boolean allowControlCharacters) {
                escape.setAllowControlCharacters(allowControlCharacters);
            }

            @Override
            public void setUseCDATA(boolean useCDATA) {
                escape.setUseCDATA(useCDATA);
            }

            @Override
            public void setLineFeed(String lineFeed) {
                escape.setLineFeed(lineFeed);
            }
        }
    }

    @Override
    public void load(Map<?, ?> options) throws IOException {
        AllOrNothing.load(this, () -> super.load(options));
    }

    /** Also covers load(InputStream, Map), which is final: drop whatever was read before a failure. */
    @Override
    public void doLoad(InputStream inputStream, Map<?, ?> options) throws IOException {
        AllOrNothing.clearOnFailure(this, () -> super.doLoad(inputStream, options));
    }

    @Override
    public void save(Map<?, ?> options) throws IOException {
        Path target = AtomicFileSave.targetFile(this);
        if (target == null) {
            super.save(options);
            return;
        }
        AtomicFileSave.write(target, out -> super.save(out, options));
        setModified(false);
    }
}
