package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.alg.scoring.Coreness;
import org.jgrapht.graph.DefaultEdge;

/** The value of each vertex is its core number: JGraphT's {@link Coreness}. */
final class KCoreDecompositionOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        int n = input.integer("n");
        Graph<Integer, DefaultEdge> graph = AblationGraphs.undirected(n, input.intMatrix("edges"));
        Coreness<Integer, DefaultEdge> coreness = new Coreness<>(graph);
        List<Integer> values = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            values.add(coreness.getVertexScore(v));
        }
        return AblationGraphs.line(values);
    }
}
