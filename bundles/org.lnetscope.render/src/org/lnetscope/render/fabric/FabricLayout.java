package org.lnetscope.render.fabric;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.elk.alg.layered.options.CrossingMinimizationStrategy;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.LayeringStrategy;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.lnetscope.model.NodeRole;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricGraph.Link;

/**
 * Places a {@link FabricGraph} with ELK Layered, left to right: computes (o2ib1) | routers |
 * servers (o2ib0). Layer constraints pin the three columns; model order keeps nodes where they
 * were when the state changes, so a replay does not make the picture jump.
 */
public final class FabricLayout {

    public static final int BOX_WIDTH = 170;
    public static final int BOX_HEIGHT = 30;
    public static final int ROUTER_HEIGHT = 56;

    private static volatile boolean registered;

    /** Where a box went. */
    public record Placed(Box box, double x, double y, double width, double height) {
        public boolean contains(double px, double py) {
            return px >= x && px < x + width && py >= y && py < y + height;
        }
    }

    /** A link's route: start, bends, end. */
    public record Route(Link link, double[] points) {
    }

    public record Result(List<Placed> boxes, List<Route> routes, double width, double height) {
    }

    private FabricLayout() {
    }

    /** Under OSGi, ELK's service loader finds no algorithms: register the one we use ourselves. */
    static void registerLayered() {
        if (!registered) {
            synchronized (FabricLayout.class) {
                if (!registered) {
                    if (LayoutMetaDataService.getInstance().getAlgorithmData(LayeredOptions.ALGORITHM_ID) == null) {
                        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
                    }
                    registered = true;
                }
            }
        }
    }

    public static Result layout(FabricGraph graph) {
        return layout(graph, () -> false);
    }

    /**
     * Lays out as {@link #layout(FabricGraph)} does, stopping early when {@code canceled} says so:
     * ELK Layered asks its monitor between its phases (ElkLayered's processor loop), so a layout
     * job's Cancel, or the file's closing, ends ELK's work instead of leaving it to run on. Returns
     * null when canceled.
     */
    public static Result layout(FabricGraph graph, BooleanSupplier canceled) {
        registerLayered();
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.SPLINES);
        root.setProperty(LayeredOptions.SEPARATE_CONNECTED_COMPONENTS, false);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 6.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 160.0);
        root.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        // Room above the columns for their headings.
        root.setProperty(CoreOptions.PADDING, new ElkPadding(36, 16, 16, 16));

        // The columns come from the roles, not from the links: at t=0 of a trace no router has a
        // peer yet, and edge-driven layering put every box in one column. Interactive layering
        // takes each node's layer from its x, set here per role, so a trace's first frame has the
        // same three columns as its last.
        root.setProperty(LayeredOptions.LAYERING_STRATEGY, LayeringStrategy.INTERACTIVE);
        // and the order within a column is the graph's (hostname, group) order, from each node's y,
        // so that links coming at a later frame do not reshuffle the servers either
        root.setProperty(LayeredOptions.CROSSING_MINIMIZATION_STRATEGY, CrossingMinimizationStrategy.INTERACTIVE);
        Map<Box, ElkNode> nodes = new IdentityHashMap<>();
        int row = 0;
        for (Box box : graph.boxes()) {
            ElkNode node = ElkGraphUtil.createNode(root);
            node.setIdentifier(box.key());
            node.setDimensions(BOX_WIDTH, box.isRouter() ? ROUTER_HEIGHT : BOX_HEIGHT);
            node.setLocation(column(box.role()) * (BOX_WIDTH + 160.0), row++ * (ROUTER_HEIGHT + 6.0));
            nodes.put(box, node);
        }
        Map<ElkEdge, Link> edges = new HashMap<>();
        for (Link link : graph.links()) {
            // Data flows compute -> router -> server; orient edges that way so layering agrees.
            boolean computeSide = link.peer().role() == NodeRole.COMPUTE;
            ElkNode source = nodes.get(computeSide ? link.peer() : link.router());
            ElkNode target = nodes.get(computeSide ? link.router() : link.peer());
            edges.put(ElkGraphUtil.createSimpleEdge(source, target), link);
        }

        new RecursiveGraphLayoutEngine().layout(root, new Cancelable(canceled));
        if (canceled.getAsBoolean()) {
            return null;
        }

        List<Placed> placed = new ArrayList<>(graph.boxes().size());
        for (Box box : graph.boxes()) {
            ElkNode node = nodes.get(box);
            placed.add(new Placed(box, node.getX(), node.getY(), node.getWidth(), node.getHeight()));
        }
        List<Route> routes = new ArrayList<>(edges.size());
        for (Map.Entry<ElkEdge, Link> entry : edges.entrySet()) {
            routes.add(new Route(entry.getValue(), points(entry.getKey())));
        }
        // Stable order for painting and tests: the graph's own link order.
        routes.sort((a, b) -> Integer.compare(graph.links().indexOf(a.link()), graph.links().indexOf(b.link())));
        return new Result(placed, routes, root.getWidth(), root.getHeight());
    }

    /** ELK's monitor, and every sub-task's, canceled when the caller's is. */
    private static final class Cancelable extends BasicProgressMonitor {
        private final BooleanSupplier canceled;

        Cancelable(BooleanSupplier canceled) {
            this.canceled = canceled;
        }

        @Override
        public boolean isCanceled() {
            return canceled.getAsBoolean();
        }

        @Override
        protected BasicProgressMonitor doSubTask(float work, int maxHierarchyLevels) {
            return new Cancelable(canceled).withMaxHierarchyLevels(maxHierarchyLevels > 0 ? maxHierarchyLevels - 1 : maxHierarchyLevels);
        }
    }

    /** computes | routers | servers. */
    static int column(NodeRole role) {
        return role == NodeRole.COMPUTE ? 0 : role == NodeRole.ROUTER ? 1 : 2;
    }

    /**
     * The previous placement applied to a graph with the same boxes and links (new colours, counts
     * and widths), or null if the structure changed and ELK must run.
     */
    public static Result reuse(Result previous, FabricGraph graph) {
        if (previous.boxes().size() != graph.boxes().size() || previous.routes().size() != graph.links().size()) {
            return null;
        }
        List<Placed> placed = new ArrayList<>(graph.boxes().size());
        for (int i = 0; i < graph.boxes().size(); i++) {
            Placed old = previous.boxes().get(i);
            Box box = graph.boxes().get(i);
            if (!old.box().key().equals(box.key())) {
                return null;
            }
            placed.add(new Placed(box, old.x(), old.y(), old.width(), old.height()));
        }
        Map<String, double[]> routeOf = new HashMap<>();
        for (Route route : previous.routes()) {
            routeOf.put(linkKey(route.link()), route.points());
        }
        List<Route> routes = new ArrayList<>(graph.links().size());
        for (Link link : graph.links()) {
            double[] points = routeOf.get(linkKey(link));
            if (points == null) {
                return null;
            }
            routes.add(new Route(link, points));
        }
        return new Result(placed, routes, previous.width(), previous.height());
    }

    private static String linkKey(Link link) {
        return link.router().key() + "\u0000" + link.peer().key();
    }

    private static double[] points(ElkEdge edge) {
        if (edge.getSections().isEmpty()) {
            return new double[0];
        }
        ElkEdgeSection section = edge.getSections().get(0);
        List<ElkBendPoint> bends = section.getBendPoints();
        double[] points = new double[4 + 2 * bends.size()];
        points[0] = section.getStartX();
        points[1] = section.getStartY();
        for (int i = 0; i < bends.size(); i++) {
            points[2 + 2 * i] = bends.get(i).getX();
            points[3 + 2 * i] = bends.get(i).getY();
        }
        points[points.length - 2] = section.getEndX();
        points[points.length - 1] = section.getEndY();
        return points;
    }
}
