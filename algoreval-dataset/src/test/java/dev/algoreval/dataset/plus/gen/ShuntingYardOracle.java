package dev.algoreval.dataset.plus.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * Infix to postfix by precedence climbing (recursive descent), a route apart from the shunting-yard
 * references: an operand or a parenthesised expression, then operators as long as they bind at least
 * as tightly as the caller allows; a left-associative operator's right side must bind tighter, a
 * right-associative one's (^) may bind equally. Deeply nested input recurses deeply, so the parse runs
 * on a thread with a large stack.
 */
final class ShuntingYardOracle {
    private final List<String> tokens;
    private final List<String> out = new ArrayList<>();
    private int next;

    private ShuntingYardOracle(String expression) {
        tokens = tokenize(expression);
    }

    static List<String> toPostfix(String expression) {
        ShuntingYardOracle parser = new ShuntingYardOracle(expression);
        RuntimeException[] failure = new RuntimeException[1];
        Thread thread = new Thread(null, () -> {
            try {
                parser.expression(1);
                if (parser.next != parser.tokens.size()) {
                    throw new IllegalArgumentException("unexpected " + parser.tokens.get(parser.next) + " in " + expression);
                }
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "shunting-yard-oracle", 512L << 20);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return parser.out;
    }

    static int precedence(String op) {
        return switch (op) {
            case "+", "-" -> 1;
            case "*", "/" -> 2;
            case "^" -> 3;
            default -> 0;
        };
    }

    static boolean rightAssociative(String op) {
        return op.equals("^");
    }

    private void expression(int minimum) {
        operand();
        while (next < tokens.size() && precedence(tokens.get(next)) >= minimum) {
            String op = tokens.get(next++);
            expression(rightAssociative(op) ? precedence(op) : precedence(op) + 1);
            out.add(op);
        }
    }

    private void operand() {
        String t = tokens.get(next++);
        if (t.equals("(")) {
            expression(1);
            if (!tokens.get(next++).equals(")")) {
                throw new IllegalArgumentException("unbalanced parentheses");
            }
        } else if (Character.isLetterOrDigit(t.charAt(0))) {
            out.add(t);
        } else {
            throw new IllegalArgumentException("an operand expected, got " + t);
        }
    }

    /** Numbers are runs of digits, names runs of letters; the prompt never puts the two side by side. */
    private static List<String> tokenize(String s) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == ' ') {
                i++;
            } else if (Character.isDigit(c) || Character.isLowerCase(c)) {
                int j = i;
                while (j < s.length() && (Character.isDigit(c) ? Character.isDigit(s.charAt(j)) : Character.isLowerCase(s.charAt(j)))) {
                    j++;
                }
                tokens.add(s.substring(i, j));
                i = j;
            } else {
                tokens.add(String.valueOf(c));
                i++;
            }
        }
        return tokens;
    }
}
