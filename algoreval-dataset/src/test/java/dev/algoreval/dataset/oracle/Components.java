package dev.algoreval.dataset.oracle;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/** How the component prompts print a partition of the vertices, whatever order a library returns it in. */
public final class Components {
    private Components() {
    }

    /** One line per component, vertices ascending; lines ordered by smallest vertex. */
    public static String lines(Collection<? extends Collection<Integer>> components) {
        return components.stream()
                .map(c -> c.stream().sorted().toList())
                .sorted(Comparator.comparing((List<Integer> c) -> c.get(0)))
                .map(c -> c.stream().map(String::valueOf).collect(Collectors.joining(" ")) + "\n")
                .collect(Collectors.joining());
    }
}
