package org.lnetscope.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;

/**
 * The fabric the window shows and the node the user is looking at. Views subscribe here instead
 * of to each other, so opening a file or selecting a router updates every view the same way.
 * Listeners are called on the thread that made the change (the UI thread for user actions).
 */
public final class FabricDocument {

    private static final FabricDocument INSTANCE = new FabricDocument();

    private final List<Consumer<FabricDocument>> listeners = new CopyOnWriteArrayList<>();
    private Fabric fabric;
    private Path file;
    private Node focus;

    public static FabricDocument get() {
        return INSTANCE;
    }

    public Optional<Fabric> fabric() {
        return Optional.ofNullable(fabric);
    }

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** The node the router internals view shows: the selected one, else the first router. */
    public Optional<Node> focus() {
        return Optional.ofNullable(focus);
    }

    public void open(Fabric newFabric, Path source) {
        fabric = newFabric;
        file = source;
        focus = newFabric == null ? null : firstRouter(newFabric);
        fire();
    }

    public void setFocus(Node node) {
        if (node != focus) {
            focus = node;
            fire();
        }
    }

    public void addListener(Consumer<FabricDocument> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<FabricDocument> listener) {
        listeners.remove(listener);
    }

    private void fire() {
        for (Consumer<FabricDocument> listener : listeners) {
            listener.accept(this);
        }
    }

    static Node firstRouter(Fabric fabric) {
        Node first = null;
        for (Node node : fabric.getNodes()) {
            if (node.getRole() == NodeRole.ROUTER) {
                // The router in most trouble is the one worth opening on.
                if (first == null || node.pinnedBytes() > first.pinnedBytes()) {
                    first = node;
                }
            }
        }
        return first != null || fabric.getNodes().isEmpty() ? first : fabric.getNodes().get(0);
    }
}
