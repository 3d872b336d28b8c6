package dev.algoreval.engine;

import dev.algoreval.dataset.Instance;
import java.util.Arrays;
import java.util.Set;

/** Which instances to run: each set restricts one dimension; an empty set restricts nothing. */
public record InstanceFilter(Set<String> languages, Set<String> algorithms, Set<String> domains,
        Set<String> representations) {

    public static InstanceFilter of(AlgorevalSuite suite) {
        return new InstanceFilter(Set.copyOf(Arrays.asList(suite.languages())), Set.copyOf(Arrays.asList(suite.algorithms())),
                Set.copyOf(Arrays.asList(suite.domains())), Set.copyOf(Arrays.asList(suite.representations())));
    }

    public boolean accepts(Instance instance) {
        return allows(languages, instance.language().id()) && allows(algorithms, instance.algorithm().id())
                && allows(domains, instance.domain().id()) && allows(representations, instance.representation().id());
    }

    private static boolean allows(Set<String> allowed, String id) {
        return allowed.isEmpty() || allowed.contains(id);
    }
}
