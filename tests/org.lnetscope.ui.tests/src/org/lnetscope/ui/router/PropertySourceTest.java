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
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.RxState;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.ui.properties.EObjectPropertySource;

class PropertySourceTest {

    @Test
    void pinnedConnShowsItsKernelFieldsAsCrashWould() {
        LnetFactory f = LnetFactory.eINSTANCE;
        KibPeer peer = f.createKibPeer();
        peer.setNid(Nid.parse("10.0.0.21@o2ib"));
        KibConn conn = f.createKibConn();
        conn.setAddress(0xffff9a0f00f1c000L);
        conn.setState(KibConnState.DISCONNECTED);
        peer.getConns().add(conn);
        for (int i = 0; i < 4; i++) {
            var rx = f.createKibRx();
            rx.setAddress(0xffff9a0f01c40000L + 0x90L * i);
            rx.setState(RxState.HELD);
            conn.getRxs().add(rx);
        }
        conn.setRefcount(4);

        EObjectPropertySource source = new EObjectPropertySource(conn);
        Map<String, Object> values = Arrays.stream(source.getPropertyDescriptors())
                .collect(Collectors.toMap(IPropertyDescriptor::getDisplayName,
                        d -> source.getPropertyValue((EStructuralFeature) d.getId())));
        assertEquals("0xffff9a0f00f1c000", values.get("address"));
        assertEquals("DISCONNECTED", values.get("state"));
        assertEquals("4", values.get("refcount"));
        assertEquals("4: kib_rx 0xffff9a0f01c40000, ...", values.get("rxs"));
        assertTrue(((String) values.get("peer")).startsWith("kib_peer_ni 10.0.0.21@o2ib"), values.get("peer").toString());
    }
}
