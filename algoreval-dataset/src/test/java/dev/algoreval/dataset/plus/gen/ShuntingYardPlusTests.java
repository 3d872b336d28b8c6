package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Infix expressions within the prompt's grammar (non-negative literals, lowercase names, + - * / ^,
 * parentheses, spaces between tokens): single operands, literals with leading zeros kept as written,
 * literals and names longer than 32 characters,
 * each associativity rule and its override by parentheses, every precedence level, no spaces and runs
 * of spaces, redundant parentheses, 1500-deep nesting, a 2000-long chain of ^, and seeded random
 * expression trees printed with the fewest parentheses or with extra ones, up to about 30000 tokens.
 * Expected results come from {@link ShuntingYardOracle} (precedence climbing); for the random trees
 * the oracle's answer must also equal the tree's own post-order, which the generator checks.
 */
public final class ShuntingYardPlusTests implements PlusTestGenerator {

    /** A random expression tree: a leaf holds an operand, an inner node an operator. */
    private record Tree(String token, Tree left, Tree right) {
        boolean leaf() {
            return left == null;
        }
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        tests.add(test("a single number", "7"));
        tests.add(test("a single variable", "x"));
        tests.add(test("long literals and names stay one token", "98765432109876543210123 + averyveryverylongvariablenamethatgoeson * 600"));
        tests.add(test("literals with leading zeros are kept as written", "007*0-000/10"));
        tests.add(test("- and / are left-associative", "a-b-c/d/e-f"));
        tests.add(test("^ is right-associative", "a^b^c^d"));
        tests.add(test("parentheses override associativity", "(a^b)^c-(x-(y-z))/(p/q)"));
        tests.add(test("every precedence level in one expression", "a+b*c^d-e/f^g^h*i"));
        tests.add(test("^ binds tighter than * on both sides", "2*3^2*4"));
        tests.add(test("no spaces at all", "(1+2)*(3-4)/5^6"));
        tests.add(test("runs of spaces between tokens", "a  +  b *   ( c   -  1 )  ^ 2"));
        tests.add(test("redundant parentheses", "((((x))))+((y*(z)))-(((1)))"));
        tests.add(test("a power of a power of a sum", "(a+b)^(c-d)^2"));
        tests.add(test("1500-deep nesting", nested(1500)));
        tests.add(test("a chain of 2000 ^ operators", chainOfPowers(2000)));
        tests.add(random("random tree of 15 operands, fewest parentheses", 1801, 15, false));
        tests.add(random("random tree of 40 operands, extra parentheses and spaces", 1802, 40, true));
        tests.add(random("random tree of 1000 operands, fewest parentheses", 1803, 1000, false));
        tests.add(random("random tree of 8000 operands, extra parentheses and spaces", 1804, 8000, true));
        return tests;
    }

    private static HiddenTest test(String name, String expression) {
        return HiddenTest.function(name, List.of(expression), List.copyOf(ShuntingYardOracle.toPostfix(expression)));
    }

    /** x0 - (x1 * (x2 + (x3 / ( ... )))): each level needs its parentheses. */
    private static String nested(int depth) {
        String[] ops = {"-", "*", "+", "/", "^"};
        StringBuilder open = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            open.append('x').append(i % 26 == 0 ? "" : String.valueOf((char) ('a' + i % 26))).append(ops[i % ops.length]).append('(');
        }
        return open + "last" + ")".repeat(depth);
    }

    private static String chainOfPowers(int operators) {
        StringBuilder s = new StringBuilder("2");
        for (int i = 0; i < operators; i++) {
            s.append(i % 3 == 0 ? " ^ " : "^").append(i % 2 == 0 ? "n" : String.valueOf(i % 10));
        }
        return s.toString();
    }

    private static HiddenTest random(String name, long seed, int operands, boolean extra) {
        Random random = new Random(seed);
        Tree tree = randomTree(random, operands);
        StringBuilder text = new StringBuilder();
        print(tree, text, random, extra);
        String expression = text.toString().strip();
        List<String> postfix = ShuntingYardOracle.toPostfix(expression);
        List<String> order = new ArrayList<>();
        postOrder(tree, order);
        if (!postfix.equals(order)) {
            throw new IllegalStateException("the oracle's postfix differs from the tree's for " + expression);
        }
        return HiddenTest.function(name, List.of(expression), List.copyOf(postfix));
    }

    /** Joins random pairs of a pool of operands until one tree is left (iterative: trees can be deep). */
    private static Tree randomTree(Random random, int operands) {
        List<Tree> pool = new ArrayList<>();
        for (int i = 0; i < operands; i++) {
            pool.add(new Tree(operand(random), null, null));
        }
        String[] ops = {"+", "-", "*", "/", "^"};
        while (pool.size() > 1) {
            int i = random.nextInt(3) == 0 ? random.nextInt(pool.size()) : pool.size() - 1 - random.nextInt(Math.min(pool.size(), 3));
            Tree left = pool.remove(i);
            Tree right = pool.remove(random.nextInt(pool.size()));
            pool.add(new Tree(ops[random.nextInt(ops.length)], left, right));
        }
        return pool.get(0);
    }

    private static String operand(Random random) {
        if (random.nextBoolean()) {
            String number = String.valueOf(random.nextInt(random.nextBoolean() ? 10 : 100_000));
            return random.nextInt(10) == 0 ? "0" + number : number;
        }
        StringBuilder name = new StringBuilder();
        for (int k = random.nextInt(5); k >= 0; k--) {
            name.append((char) ('a' + random.nextInt(26)));
        }
        return name.toString();
    }

    /**
     * The fewest parentheses: a child is wrapped when it binds more loosely than its parent, or equally
     * on the side its parent's associativity does not group (the right of - and the left of ^). With
     * {@code extra}, some other subtrees are wrapped too and tokens get 0 to 2 spaces between them.
     * Written with an explicit stack, since random trees can be thousands of levels deep.
     */
    private static void print(Tree root, StringBuilder out, Random random, boolean extra) {
        List<Object> stack = new ArrayList<>();
        stack.add(new Object[] {root, false});
        while (!stack.isEmpty()) {
            Object top = stack.remove(stack.size() - 1);
            if (top instanceof String s) {
                space(out, random, extra);
                out.append(s);
                continue;
            }
            Object[] item = (Object[]) top;
            Tree t = (Tree) item[0];
            boolean wrap = (Boolean) item[1] || extra && !t.leaf() && random.nextInt(6) == 0
                    || extra && t.leaf() && random.nextInt(30) == 0;
            List<Object> parts = new ArrayList<>();
            if (wrap) {
                parts.add("(");
            }
            if (t.leaf()) {
                parts.add(t.token());
            } else {
                int p = ShuntingYardOracle.precedence(t.token());
                boolean right = ShuntingYardOracle.rightAssociative(t.token());
                parts.add(new Object[] {t.left(), needsParentheses(t.left(), p, right)});
                parts.add(t.token());
                parts.add(new Object[] {t.right(), needsParentheses(t.right(), p, !right)});
            }
            if (wrap) {
                parts.add(")");
            }
            for (int k = parts.size() - 1; k >= 0; k--) {
                stack.add(parts.get(k));
            }
        }
    }

    /** @param equalNeedsThem whether a child of the same precedence on this side must be wrapped */
    private static boolean needsParentheses(Tree child, int parentPrecedence, boolean equalNeedsThem) {
        if (child.leaf()) {
            return false;
        }
        int p = ShuntingYardOracle.precedence(child.token());
        return p < parentPrecedence || p == parentPrecedence && equalNeedsThem;
    }

    private static void space(StringBuilder out, Random random, boolean extra) {
        if (out.length() > 0) {
            out.append(" ".repeat(extra ? random.nextInt(3) : 0));
        }
    }

    private static void postOrder(Tree root, List<String> out) {
        List<Object[]> stack = new ArrayList<>();
        stack.add(new Object[] {root, false});
        while (!stack.isEmpty()) {
            Object[] top = stack.remove(stack.size() - 1);
            Tree t = (Tree) top[0];
            if ((Boolean) top[1] || t.leaf()) {
                out.add(t.token());
            } else {
                stack.add(new Object[] {t, true});
                stack.add(new Object[] {t.right(), false});
                stack.add(new Object[] {t.left(), false});
            }
        }
    }
}
