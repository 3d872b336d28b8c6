package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * Postfix expressions within the prompt's promises (every value fits 32 bits, every division has a
 * non-negative dividend and a positive divisor): single literals, each operator and its operand order,
 * negative intermediate values, truncating division, literals with leading zeros (read in decimal),
 * values at the 32-bit limits, a 5000-deep stack, and seeded random expressions up to 30001 tokens.
 * Expected values come from {@link Expr} trees: each random tree is built bottom-up with its value
 * computed as its nodes are joined (a route apart from a stack evaluation), and the hand-written
 * expressions are checked by hand-computed values.
 */
public final class PostfixEvaluatorPlusTests implements PlusTestGenerator {

    /** An expression tree node: a literal (its text kept, leading zeros included) or an operator. */
    record Expr(String token, Expr left, Expr right, long value) {
        static Expr literal(String text) {
            return new Expr(text, null, null, Long.parseLong(text));
        }

        /** @return the joined tree, or null when the prompt does not allow it (value or division out of bounds) */
        static Expr join(char op, Expr left, Expr right) {
            long a = left.value();
            long b = right.value();
            if (op == '/' && (a < 0 || b <= 0)) {
                return null;
            }
            long v = switch (op) {
                case '+' -> a + b;
                case '-' -> a - b;
                case '*' -> a * b;
                default -> a / b;
            };
            return v < Integer.MIN_VALUE || v > Integer.MAX_VALUE ? null : new Expr(String.valueOf(op), left, right, v);
        }

        /** The postfix text, written without recursion (random trees can be thousands of levels deep). */
        String postfix() {
            List<String> out = new ArrayList<>();
            Deque<Expr> stack = new ArrayDeque<>();
            Deque<Expr> order = new ArrayDeque<>();
            stack.push(this);
            while (!stack.isEmpty()) {
                Expr e = stack.pop();
                order.push(e);
                if (e.left() != null) {
                    stack.push(e.left());
                    stack.push(e.right());
                }
            }
            while (!order.isEmpty()) {
                out.add(order.pop().token());
            }
            return String.join(" ", out);
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("a single literal", "42", 42));
        tests.add(test("zero", "0", 0));
        tests.add(test("the largest 32-bit literal", "2147483647", 2147483647));
        tests.add(test("subtraction: the earlier value is the left operand", "2 7 -", -5));
        tests.add(test("division: the earlier value is the dividend", "2 7 / 20 3 / +", 6));
        tests.add(test("each operator once", "7 2 + 7 2 - * 7 2 * 7 2 / - +", 56));
        tests.add(test("division truncates", "7 2 / 1 3 / + 0 5 / + 99 100 / +", 3));
        tests.add(test("negative intermediate values", "3 10 - 4 * 0 5 - 0 6 - * +", 2));
        tests.add(test("literals with leading zeros are decimal", "010 0123 + 007 *", 931));
        tests.add(test("the 32-bit minimum", "0 2147483647 - 1 -", Integer.MIN_VALUE));
        tests.add(test("products near the 32-bit limits", "46340 46340 * 0 46341 - 46340 * +", -46340));
        tests.add(deepStack());
        tests.add(random("random expression of 15 tokens", 1701, 8, 99));
        tests.add(random("random expression of 201 tokens", 1702, 101, 1000));
        tests.add(random("random expression of 3001 tokens", 1703, 1501, 100_000));
        tests.add(random("random expression of 30001 tokens", 1704, 15_001, 1_000_000));
        return tests;
    }

    private static HiddenTest test(String name, String expression, long value) {
        return HiddenTest.function(name, List.of(expression), value);
    }

    /** 5000 literals, then 4999 additions and subtractions: the stack holds 5000 values at once. */
    private static HiddenTest deepStack() {
        StringBuilder text = new StringBuilder();
        long[] values = new long[5000];
        for (int i = 0; i < 5000; i++) {
            values[i] = (i * 7919L) % 1000 + i / 10;
            text.append(i == 0 ? "" : " ").append(values[i]);
        }
        // a0 (a1 (a2 ... (a4998 op a4999))): the operators apply from the innermost pair outwards
        long acc = values[4999];
        for (int i = 4998; i >= 0; i--) {
            boolean subtract = i % 2 == 1;
            text.append(subtract ? " -" : " +");
            acc = subtract ? values[i] - acc : values[i] + acc;
        }
        return test("5000 literals deep, then 4999 operators", text.toString(), acc);
    }

    /**
     * Joins random pairs from a pool of literals until one tree is left; an operator the prompt's
     * bounds reject for a pair is replaced by the next one (+ or - always fits 32 bits).
     */
    private static HiddenTest random(String name, long seed, int literals, int bound) {
        Random random = new Random(seed);
        List<Expr> pool = new ArrayList<>();
        for (int i = 0; i < literals; i++) {
            pool.add(Expr.literal(String.valueOf(random.nextInt(bound))));
        }
        // division, which shrinks values towards 0, is drawn less often
        char[] ops = {'+', '-', '*', '+', '-', '*', '/'};
        while (pool.size() > 1) {
            // joining near the end of the pool more often makes both deep chains and bushy parts
            int i = random.nextInt(4) == 0 ? random.nextInt(pool.size()) : pool.size() - 1 - random.nextInt(Math.min(pool.size(), 3));
            Expr left = pool.remove(i);
            Expr right = pool.remove(random.nextInt(pool.size()));
            Expr joined = null;
            for (int first = random.nextInt(ops.length), k = 0; joined == null && k < ops.length; k++) {
                joined = Expr.join(ops[(first + k) % ops.length], left, right);
            }
            pool.add(Objects.requireNonNull(joined, "+ or - always fits: values of one sign subtract, of two signs add"));
        }
        Expr tree = pool.get(0);
        return test(name, tree.postfix(), tree.value());
    }
}
