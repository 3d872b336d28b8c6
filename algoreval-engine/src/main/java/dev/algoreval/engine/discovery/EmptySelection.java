package dev.algoreval.engine.discovery;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.config.InstanceFilter;
import dev.algoreval.engine.config.InstanceFilter.Restriction;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.platform.engine.UniqueId;

/**
 * Says why a suite, or a unique id inside one, selects no test: which filters together emptied it
 * (the {@code algoreval.*} keys and the suite's attributes), which one alone selects nothing, or how
 * many instances dropping each one would bring back.
 */
final class EmptySelection {
    private final List<Instance> dataset;
    private final InstanceFilter configuration;

    EmptySelection(List<Instance> dataset, InstanceFilter configuration) {
        this.dataset = dataset;
        this.configuration = configuration;
    }

    /** For a suite whose filters leave no instance of the dataset. */
    String forSuite(Class<?> suiteClass, InstanceFilter suite) {
        return "AlgoREval: suite " + suiteClass.getSimpleName() + " selects no test: "
                + explain(dataset, suite, "");
    }

    /** For a unique id (a re-run) that names no selected test of a suite that selects others. */
    String forId(UniqueId id, InstanceFilter suite, Collection<String> models, Collection<String> conditions,
            int samples) {
        String subject = "AlgoREval: " + id + " selects no test: ";
        Optional<String> model = Segments.value(id, Segments.MODEL);
        if (model.isPresent() && !models.contains(model.get())) {
            return subject + "model '" + model.get() + "' is not among this run's models (" + String.join(", ", models)
                    + "); ask for it with -Dmodel=" + model.get();
        }
        Optional<String> condition = Segments.value(id, Segments.CONDITION);
        if (condition.isPresent() && !conditions.contains(condition.get())) {
            return subject + "condition '" + condition.get() + "' is not among this run's conditions ("
                    + String.join(", ", conditions) + "); ask for it with -D" + Constants.CONDITIONS + "="
                    + condition.get();
        }
        if (condition.isPresent() && condition.get().equals("plus")) {
            boolean selectedOtherwise = dataset.stream().filter(within(id))
                    .anyMatch(i -> configuration.accepts(i) && suite.accepts(i));
            if (selectedOtherwise) {
                return subject + "under condition 'plus' only instances with AlgoREval+ hidden tests and a driver "
                        + "for their language run, and none is there";
            }
        }
        Optional<String> sample = Segments.value(id, Segments.SAMPLE);
        if (sample.isPresent()) {
            return subject + "this run asks " + Constants.SAMPLES + "=" + samples + ", so it has no sample " + sample.get();
        }
        List<Instance> under = dataset.stream().filter(within(id)).toList();
        if (under.isEmpty()) {
            return subject + "the dataset has no instance there";
        }
        return subject + explain(under, suite, " there");
    }

    /** The instances whose language, domain, algorithm and instance id agree with the id's segments. */
    private static Predicate<Instance> within(UniqueId id) {
        return instance -> id.getSegments().stream().allMatch(segment -> switch (segment.getType()) {
            case Segments.LANGUAGE -> segment.getValue().equals(instance.language().id());
            case Segments.DOMAIN -> segment.getValue().equals(instance.domain().id());
            case Segments.ALGORITHM -> segment.getValue().equals(instance.algorithm().id());
            case Segments.INSTANCE -> segment.getValue().equals(instance.id());
            default -> true;
        });
    }

    private record Labelled(String label, Restriction restriction) {
    }

    private String explain(List<Instance> universe, InstanceFilter suite, String where) {
        List<Labelled> keys = configuration.restrictions().stream()
                .map(r -> new Labelled(Constants.PREFIX + r, r)).toList();
        List<Labelled> attributes = suite.restrictions().stream()
                .map(r -> new Labelled("the suite's " + r, r)).toList();
        List<Labelled> all = new ArrayList<>(keys);
        all.addAll(attributes);
        if (all.isEmpty()) {
            return "no instance" + where + " is left to select";
        }
        StringBuilder message = new StringBuilder("no instance" + where + " matches ");
        String keyPhrase = keys.stream().map(Labelled::label).collect(Collectors.joining(" and "));
        String attributePhrase = suite.restrictions().stream().map(Restriction::toString).collect(Collectors.joining(", "));
        if (attributes.isEmpty()) {
            message.append(keyPhrase);
        } else if (keys.isEmpty()) {
            message.append("the suite's ").append(attributePhrase);
        } else {
            message.append(keyPhrase).append(" together with the suite's ").append(attributePhrase);
        }
        message.append('.');
        List<String> alone = all.stream().filter(l -> universe.stream().noneMatch(l.restriction()::accepts))
                .map(l -> l.label() + " alone selects nothing" + where + ".").toList();
        if (!alone.isEmpty()) {
            message.append(' ').append(String.join(" ", alone));
            return message.toString();
        }
        List<String> drops = new ArrayList<>();
        for (Labelled dropped : all) {
            long left = universe.stream()
                    .filter(i -> all.stream().allMatch(l -> l == dropped || l.restriction().accepts(i))).count();
            if (left > 0) {
                drops.add("without " + dropped.label() + ": " + left + (left == 1 ? " instance" : " instances"));
            }
        }
        if (!drops.isEmpty()) {
            String joined = String.join("; ", drops);
            message.append(" Each alone selects some; ").append(joined).append('.');
        }
        return message.toString();
    }
}
