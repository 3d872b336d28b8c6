package dev.algoreval.engine.config;

import dev.algoreval.engine.api.AlgorevalSuite;

import dev.algoreval.dataset.Instance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** Which instances to run: each set restricts one dimension; an empty set restricts nothing. */
public record InstanceFilter(Set<String> languages, Set<String> algorithms, Set<String> domains,
        Set<String> representations) {

    public static InstanceFilter of(AlgorevalSuite suite) {
        return new InstanceFilter(Set.copyOf(Arrays.asList(suite.languages())), Set.copyOf(Arrays.asList(suite.algorithms())),
                Set.copyOf(Arrays.asList(suite.domains())), Set.copyOf(Arrays.asList(suite.representations())));
    }

    /**
     * This filter narrowed to the split's held-out algorithms (a fine-tuned checkpoint is evaluated on
     * those only); with an algorithm filter too, the algorithms in both.
     */
    public InstanceFilter heldOutOf(TrainTestSplit split) {
        Set<String> heldOut = new java.util.TreeSet<>(split.test());
        if (!algorithms.isEmpty()) {
            heldOut.retainAll(algorithms);
        }
        if (heldOut.isEmpty()) {
            throw new IllegalArgumentException("the split's held-out algorithms " + split.test()
                    + " and " + dev.algoreval.engine.api.Constants.ALGORITHMS + " " + algorithms + " have none in common");
        }
        return new InstanceFilter(languages, Set.copyOf(heldOut), domains, representations);
    }

    public boolean accepts(Instance instance) {
        return allows(languages, instance.language().id()) && allows(algorithms, instance.algorithm().id())
                && allows(domains, instance.domain().id()) && allows(representations, instance.representation().id());
    }

    private static boolean allows(Set<String> allowed, String id) {
        return allowed.isEmpty() || allowed.contains(id);
    }

    /** One restricted dimension: {@code name} is the attribute name, also the key's suffix ({@code algoreval.<name>}). */
    public record Restriction(String name, Set<String> ids, Function<Instance, String> idOf) {
        public boolean accepts(Instance instance) {
            return ids.contains(idOf.apply(instance));
        }

        /** {@code languages=go,rust} (ids sorted, sets keep no order), as after {@code -Dalgoreval.}. */
        @Override
        public String toString() {
            return name + "=" + String.join(",", new TreeSet<>(ids));
        }
    }

    /** The dimensions this filter restricts; none when it accepts everything. */
    public List<Restriction> restrictions() {
        List<Restriction> restrictions = new ArrayList<>(4);
        add(restrictions, "languages", languages, i -> i.language().id());
        add(restrictions, "algorithms", algorithms, i -> i.algorithm().id());
        add(restrictions, "domains", domains, i -> i.domain().id());
        add(restrictions, "representations", representations, i -> i.representation().id());
        return restrictions;
    }

    private static void add(List<Restriction> restrictions, String name, Set<String> ids, Function<Instance, String> idOf) {
        if (!ids.isEmpty()) {
            restrictions.add(new Restriction(name, ids, idOf));
        }
    }
}
