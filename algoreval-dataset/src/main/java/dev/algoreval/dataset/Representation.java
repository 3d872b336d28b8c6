package dev.algoreval.dataset;

import java.util.Arrays;
import java.util.Optional;

/** How a graph is handed to the program; non-graph algorithms use {@link #DEFAULT}. */
public enum Representation {
    EDGE_LIST("edge_list", "edge list", true),
    ADJ_LIST("adj_list", "adjacency list", true),
    ADJ_MATRIX("adj_matrix", "adjacency matrix", true),
    INCIDENCE_MATRIX("incidence_matrix", "incidence matrix", true),
    DEFAULT("default", "default", false);

    private final String id;
    private final String displayName;
    private final boolean graph;

    Representation(String id, String displayName, boolean graph) {
        this.id = id;
        this.displayName = displayName;
        this.graph = graph;
    }

    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    public boolean isGraph() {
        return graph;
    }

    public static Optional<Representation> byId(String id) {
        return Arrays.stream(values()).filter(r -> r.id.equals(id)).findFirst();
    }
}
