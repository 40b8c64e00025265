package org.lnetscope.ui.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.ui.properties.EObjectPropertySource;

class PropertySourceTest {

    @Test
    void pinnedConnShowsItsKernelFieldsAsCrashWould() {
        MiniIncident incident = new MiniIncident();
        KibConn conn = incident.router.getKibPeers().get(0).getConns().get(0);
        EObjectPropertySource source = new EObjectPropertySource(conn);
        Map<String, Object> values = Arrays.stream(source.getPropertyDescriptors())
                .collect(Collectors.toMap(IPropertyDescriptor::getDisplayName,
                        d -> source.getPropertyValue((EStructuralFeature) d.getId())));
        assertEquals("0x" + Long.toHexString(conn.getAddress()), values.get("address"));
        assertEquals("DISCONNECTED", values.get("state"));
        assertEquals("4", values.get("refcount"));
        assertTrue(((String) values.get("rxs")).startsWith("4: kib_rx 0x"), values.get("rxs").toString());
        assertTrue(((String) values.get("peer")).startsWith("kib_peer_ni 10.0.0.21@o2ib"), values.get("peer").toString());
    }
}
