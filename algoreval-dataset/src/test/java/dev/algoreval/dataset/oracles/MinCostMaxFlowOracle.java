package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.EdmondsKarpMFImpl;
import org.jgrapht.alg.flow.mincost.CapacityScalingMinimumCostFlow;
import org.jgrapht.alg.flow.mincost.MinimumCostFlowProblem;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;

/**
 * JGraphT: Edmonds–Karp for the maximum flow value F, then the capacity-scaling minimum-cost flow
 * that ships F units from s to t. Edges are [u, v, capacity, cost] (edge_list) or adj[u] = [v,
 * capacity, cost]; the InputGraph holds (u, v, capacity) and {@link #parameters} adds the costs, so
 * the cross-representation check compares capacities and costs.
 */
public final class MinCostMaxFlowOracle extends GraphOracle {
    private record Arc(int u, int v, int capacity, int cost) {
    }

    @Override
    protected boolean directed() {
        return true;
    }

    private static List<Arc> arcs(OracleInput input) {
        List<Arc> arcs = new ArrayList<>();
        if (input.has("edges")) {
            for (Object raw : input.list("edges")) {
                int[] e = OracleInput.toInts(raw);
                if (e.length != 4) {
                    throw new IllegalArgumentException("edge is not [u, v, capacity, cost]: " + raw);
                }
                arcs.add(new Arc(e[0], e[1], e[2], e[3]));
            }
        } else {
            List<?> adj = input.list("adj");
            for (int u = 0; u < adj.size(); u++) {
                for (Object raw : (List<?>) adj.get(u)) {
                    int[] e = OracleInput.toInts(raw);
                    if (e.length != 3) {
                        throw new IllegalArgumentException("adj entry is not [v, capacity, cost]: " + raw);
                    }
                    arcs.add(new Arc(u, e[0], e[1], e[2]));
                }
            }
        }
        return arcs;
    }

    private static int vertexCount(OracleInput input) {
        return input.has("edges") ? input.integer("n") : input.list("adj").size();
    }

    @Override
    public InputGraph graph(Variant variant, OracleInput input) {
        if (variant.representation() != Representation.EDGE_LIST && variant.representation() != Representation.ADJ_LIST) {
            throw new IllegalArgumentException("unsupported representation " + variant.representation());
        }
        List<InputGraph.Edge> edges = arcs(input).stream()
                .map(a -> new InputGraph.Edge(a.u(), a.v(), a.capacity())).toList();
        return new InputGraph(vertexCount(input), true, edges);
    }

    /** s, t and every edge as [u, v, capacity, cost] in sorted order. */
    @Override
    public Map<String, Object> parameters(OracleInput input) {
        Map<String, Object> parameters = super.parameters(input);
        parameters.put("arcs", arcs(input).stream()
                .sorted(Comparator.comparingInt(Arc::u).thenComparingInt(Arc::v)
                        .thenComparingInt(Arc::capacity).thenComparingInt(Arc::cost))
                .map(a -> List.of(a.u(), a.v(), a.capacity(), a.cost()))
                .toList());
        return parameters;
    }

    @Override
    protected String expectedOutput(InputGraph capacities, OracleInput input) {
        int s = input.integer("s");
        int t = input.integer("t");
        int flow = (int) Math.round(new EdmondsKarpMFImpl<>(capacities.toJGraphT()).getMaximumFlowValue(s, t));
        // CapacityScalingMinimumCostFlow reads arc costs from the edge weights, so weight = cost here.
        Graph<Integer, DefaultWeightedEdge> graph = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
        IntStream.range(0, capacities.n()).forEach(graph::addVertex);
        Map<DefaultWeightedEdge, Arc> arcOf = new IdentityHashMap<>();
        for (Arc a : arcs(input)) {
            DefaultWeightedEdge e = graph.addEdge(a.u(), a.v());
            graph.setEdgeWeight(e, a.cost());
            arcOf.put(e, a);
        }
        MinimumCostFlowProblem<Integer, DefaultWeightedEdge> problem = new MinimumCostFlowProblem.MinimumCostFlowProblemImpl<>(
                graph,
                v -> v == s ? flow : v == t ? -flow : 0,
                e -> arcOf.get(e).capacity(),
                e -> 0,
                e -> (double) arcOf.get(e).cost());
        double cost = new CapacityScalingMinimumCostFlow<Integer, DefaultWeightedEdge>()
                .getMinimumCostFlow(problem).getCost();
        return flow + " " + Math.round(cost) + "\n";
    }
}
