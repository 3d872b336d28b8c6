package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * Solution diversity across runs (paper §6.1 and Fig. 10), per problem: an instance under one
 * condition, since runs under different conditions answered different prompts (and may be the same
 * model). Each run contributes its first sample of a problem, so every run has one answer, as in the
 * paper.
 * <ul>
 * <li>Similarity: for every pair of runs that both passed a problem, {@link SequenceSimilarity} of
 * their code (the run whose label sorts first is a).</li>
 * <li>Exact match: the pair's code is identical once runs of whitespace are collapsed to one space
 * and the ends trimmed.</li>
 * <li>Consensus recall: of a run's passes, the fraction whose output (whitespace-normalised like the
 * scoring) is a plurality output of the problem, among the outputs of the runs that produced any.
 * A tie for the plurality counts as consensus for every tied output. Problems answered by only one
 * run are left out, since a lone answer is trivially its own plurality.</li>
 * </ul>
 */
final class Diversity {
    /** Sums over a set of instances; rates are empty when nothing was counted. */
    static final class Stats {
        int problems;
        int pairs;
        double similaritySum;
        int exactMatches;
        int passes;
        int consensus;

        OptionalDouble meanSimilarity() {
            return pairs == 0 ? OptionalDouble.empty() : OptionalDouble.of(similaritySum / pairs);
        }

        OptionalDouble exactMatchRate() {
            return pairs == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) exactMatches / pairs);
        }

        OptionalDouble consensusRecall() {
            return passes == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) consensus / passes);
        }
    }

    record Cell(String algorithm, String language) {
    }

    final Stats overall = new Stats();
    final Map<String, Stats> byLanguage;
    final Map<Cell, Stats> byCell;
    final Map<String, Stats> byRun;

    private Diversity(Map<String, Stats> byLanguage, Map<Cell, Stats> byCell, Map<String, Stats> byRun) {
        this.byLanguage = byLanguage;
        this.byCell = byCell;
        this.byRun = byRun;
    }

    static Diversity of(List<Run> runs) {
        Map<String, Stats> byLanguage = new TreeMap<>(Names.LANGUAGE_ORDER);
        Map<Cell, Stats> byCell = new TreeMap<>(Comparator.comparing(Cell::algorithm)
                .thenComparing(Cell::language, Names.LANGUAGE_ORDER));
        Map<String, Stats> byRun = new TreeMap<>();
        Diversity diversity = new Diversity(byLanguage, byCell, byRun);
        firstAnswers(runs).forEach((problem, answers) -> {
            ResultRecord any = answers.values().iterator().next();
            List<Stats> targets = List.of(diversity.overall,
                    byLanguage.computeIfAbsent(any.language(), l -> new Stats()),
                    byCell.computeIfAbsent(new Cell(any.algorithm(), any.language()), c -> new Stats()));
            addPairs(answers, targets);
            addConsensus(answers, targets, byRun);
        });
        return diversity;
    }

    /** Per condition and instance, each run's lowest-numbered sample, runs ordered by label. */
    private static Map<List<String>, Map<String, ResultRecord>> firstAnswers(List<Run> runs) {
        Map<List<String>, Map<String, ResultRecord>> answers = new LinkedHashMap<>();
        for (Run run : runs.stream().sorted(Comparator.comparing(Run::label)).toList()) {
            for (ResultRecord r : run.results()) {
                answers.computeIfAbsent(List.of(r.condition(), r.instance()), p -> new LinkedHashMap<>())
                        .merge(run.label(), r, (old, now) -> now.sample() < old.sample() ? now : old);
            }
        }
        return answers;
    }

    private static void addPairs(Map<String, ResultRecord> answers, List<Stats> targets) {
        List<String> codes = answers.values().stream().filter(ResultRecord::passed).map(ResultRecord::codeText).toList();
        if (codes.size() < 2) {
            return;
        }
        for (Stats s : targets) {
            s.problems++;
        }
        for (int i = 0; i < codes.size(); i++) {
            for (int j = i + 1; j < codes.size(); j++) {
                double similarity = SequenceSimilarity.ratio(codes.get(i), codes.get(j));
                boolean exact = normalise(codes.get(i)).equals(normalise(codes.get(j)));
                for (Stats s : targets) {
                    s.pairs++;
                    s.similaritySum += similarity;
                    s.exactMatches += exact ? 1 : 0;
                }
            }
        }
    }

    private static void addConsensus(Map<String, ResultRecord> answers, List<Stats> targets, Map<String, Stats> byRun) {
        Map<String, Integer> votes = new HashMap<>();
        answers.values().stream().filter(r -> r.counted() && !r.stdout().isBlank())
                .forEach(r -> votes.merge(normalise(r.stdout()), 1, Integer::sum));
        if (votes.values().stream().mapToInt(Integer::intValue).sum() < 2) {
            return;
        }
        int plurality = Collections.max(votes.values());
        answers.forEach((label, r) -> {
            if (!r.passed()) {
                return;
            }
            boolean agrees = votes.getOrDefault(normalise(r.stdout()), 0) == plurality;
            List<Stats> all = new ArrayList<>(targets);
            all.add(byRun.computeIfAbsent(label, l -> new Stats()));
            for (Stats s : all) {
                s.passes++;
                s.consensus += agrees ? 1 : 0;
            }
        });
    }

    static String normalise(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
