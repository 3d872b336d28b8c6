package dev.algoreval.dataset;

import java.util.Arrays;
import java.util.Optional;

/** The 14 domains of SPEC §3.1, used for stratified reporting and tags, never in prompts. */
public enum Domain {
    GRAPH("graph"),
    IMAGE_PROCESSING("image-processing"),
    DATA_STRUCTURES("data-structures"),
    GEOMETRY("geometry"),
    SORTING("sorting"),
    DYNAMIC_PROGRAMMING("dynamic-programming"),
    NUMERICAL("numerical"),
    BACKTRACKING("backtracking"),
    CRYPTOGRAPHY("cryptography"),
    STRING("string"),
    NUMBER_THEORY("number-theory"),
    PARSING("parsing"),
    COMPRESSION("compression"),
    OTHER("other");

    private final String id;

    Domain(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<Domain> byId(String id) {
        return Arrays.stream(values()).filter(d -> d.id.equals(id)).findFirst();
    }
}
