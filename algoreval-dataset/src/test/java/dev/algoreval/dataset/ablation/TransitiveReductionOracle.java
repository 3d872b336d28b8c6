package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Comparator;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.TransitiveReduction;
import org.jgrapht.graph.DefaultEdge;

/** The kept edges are those of JGraphT's {@link TransitiveReduction} of the input graph. */
final class TransitiveReductionOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        Graph<Integer, DefaultEdge> graph = AblationGraphs.directed(input.integer("n"), input.intMatrix("edges"));
        TransitiveReduction.INSTANCE.reduce(graph);
        List<int[]> kept = graph.edgeSet().stream()
                .map(e -> new int[] {graph.getEdgeSource(e), graph.getEdgeTarget(e)})
                .sorted(Comparator.<int[]>comparingInt(e -> e[0]).thenComparingInt(e -> e[1]))
                .toList();
        StringBuilder out = new StringBuilder();
        kept.forEach(e -> out.append(e[0]).append(' ').append(e[1]).append('\n'));
        return out.toString();
    }
}
