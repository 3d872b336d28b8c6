package dev.algoreval.dataset;

import java.util.List;

/** One benchmark instance: an algorithm variant posed in one language. */
public record Instance(Algorithm algorithm, Variant variant, Language language, String referenceSolution) {

    /** Stable id {@code <algorithm>/<language>/<representation>} (SPEC §3.3). */
    public String id() {
        return id(algorithm.id(), language, variant.representation());
    }

    public static String id(String algorithmId, Language language, Representation representation) {
        return algorithmId + "/" + language.id() + "/" + representation.id();
    }

    public Domain domain() {
        return algorithm.domain();
    }

    public Representation representation() {
        return variant.representation();
    }

    /** The 1-based line of {@code algoreval/algorithms/<id>/algorithm.yaml} where this instance's variant starts; 0 if unknown. */
    public int sourceLine() {
        return variant.sourceLine();
    }

    public String expectedOutput() {
        return variant.expected();
    }

    /** Tags for JUnit's tag filters: language, domain, representation and algorithm ids. */
    public List<String> tags() {
        return List.of(language.id(), domain().id(), representation().id(), algorithm.id());
    }
}
