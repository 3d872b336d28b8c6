package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.Comparator;
import java.util.StringJoiner;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.traverse.TopologicalOrderIterator;

/**
 * JGraphT's TopologicalOrderIterator with the natural vertex order as tie-break: among the vertices
 * ready next it always yields the smallest, i.e. the lexicographically smallest topological order.
 */
public final class TopologicalSortOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph input, OracleInput values) {
        Graph<Integer, DefaultWeightedEdge> graph = input.toJGraphT();
        var order = new TopologicalOrderIterator<>(graph, Comparator.<Integer>naturalOrder());
        StringJoiner line = new StringJoiner(" ");
        int count = 0;
        while (order.hasNext()) {
            line.add(String.valueOf(order.next()));
            count++;
        }
        if (count != input.n()) {
            throw new IllegalStateException("not every vertex was ordered: the graph is not acyclic");
        }
        return line + "\n";
    }
}
