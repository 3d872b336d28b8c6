package dev.algoreval.dataset;

import java.util.List;

/** One algorithm of the benchmark with its representation variants. */
public record Algorithm(String id, String name, Domain domain, String title, List<Variant> variants) {
    public Algorithm {
        variants = List.copyOf(variants);
    }
}
