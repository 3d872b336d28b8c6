package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The ablation problems as instances the engine runs like the benchmark's: one per problem and
 * language, id {@code ablation-<problem>/<language>/default} (prefixed, since a known problem may share
 * its id with a benchmark algorithm), the correct output as the expected output and the
 * correct program as the reference, under every condition (the paper scores every condition, the
 * wrong-spec one too, against the correct ground truth).
 */
public final class AblationInstances {
    public static final String PREFIX = "ablation-";
    private static volatile List<AblationProblem> problems;

    private AblationInstances() {
    }

    public static List<AblationProblem> problems() {
        if (problems == null) {
            problems = AblationProblems.load();
        }
        return problems;
    }

    /** Every problem posed under {@code condition}, in every language. */
    public static List<Instance> under(AblationCondition condition) {
        List<Instance> instances = new ArrayList<>();
        for (AblationProblem problem : problems()) {
            if (!AblationCondition.posedFor(problem).contains(condition)) {
                continue;
            }
            for (Language language : Language.values()) {
                instances.add(instance(problem, language));
            }
        }
        return List.copyOf(instances);
    }

    public static Instance instance(AblationProblem problem, Language language) {
        Variant variant = new Variant(Representation.DEFAULT, List.of(), problem.test(), problem.pythonTest(),
                problem.expected(), problem.input(), 0);
        Algorithm algorithm = new Algorithm(PREFIX + problem.id(), problem.name(), Domain.OTHER,
                problem.name(), List.of(variant));
        return new Instance(algorithm, variant, language, problem.reference(language));
    }

    /** The problem an ablation instance was made from. */
    public static Optional<AblationProblem> problemOf(Instance instance) {
        return problems().stream().filter(p -> (PREFIX + p.id()).equals(instance.algorithm().id())).findFirst();
    }
}
