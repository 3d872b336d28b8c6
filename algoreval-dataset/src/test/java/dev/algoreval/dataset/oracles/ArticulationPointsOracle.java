package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.StringJoiner;
import java.util.TreeSet;
import org.jgrapht.alg.connectivity.BiconnectivityInspector;

/** JGraphT's BiconnectivityInspector lists the cut vertices; printed in ascending order on one line. */
public final class ArticulationPointsOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        StringJoiner line = new StringJoiner(" ");
        for (int v : new TreeSet<>(new BiconnectivityInspector<>(graph.toJGraphT()).getCutpoints())) {
            line.add(String.valueOf(v));
        }
        return line + "\n";
    }
}
