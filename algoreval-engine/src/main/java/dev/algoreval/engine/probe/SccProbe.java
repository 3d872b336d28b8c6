package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;
import java.util.Random;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;

/**
 * Tarjan, Kosaraju, Gabow (linear-time strongly connected components): a directed G(n, p), every
 * ordered pair independently, so both u → v and v → u can occur (no self-loops, no parallel edges; the
 * prompts allow any digraph). Above the threshold most vertices form one giant component, which makes
 * the depth-first searches as deep as the graph is large. Truth: JGraphT's Kosaraju inspector, each
 * component sorted and the components by their smallest vertex (the comparison sorts both sides).
 */
final class SccProbe extends GraphProbeAlgorithm {
    private final String id;

    private SccProbe(String id) {
        this.id = id;
    }

    static SccProbe tarjan() {
        return new SccProbe("tarjan-scc");
    }

    static SccProbe kosaraju() {
        return new SccProbe("kosaraju-scc");
    }

    static SccProbe gabow() {
        return new SccProbe("gabow-scc");
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return nearLinearSizes(regime, representation);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return nearLinearTextbook(regime, representation, "O(V + E)", Textbook.LINEAR, 0);
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        return DirectedProbeGraphs.gnp(n, regime, random);
    }

    @Override
    public Object expected(ProbeGraph graph) {
        return DirectedProbeGraphs.canonicalComponents(
                new KosarajuStrongConnectivityInspector<>(DirectedProbeGraphs.jgrapht(graph)).stronglyConnectedSets());
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return DirectedProbeGraphs.unweightedArgs(graph, representation, id);
    }
}
