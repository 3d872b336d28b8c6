const PRECEDENCE = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 };

function infixToPostfix(expression) {
  const tokens = expression.match(/[a-z0-9]+|[-+*\/^()]/g);
  const output = [];
  const operators = [];
  for (const token of tokens) {
    if (token in PRECEDENCE) {
      // Pop operators that bind at least as tightly (strictly tighter for right-associative ^).
      while (operators.length > 0 && operators[operators.length - 1] !== "(") {
        const top = PRECEDENCE[operators[operators.length - 1]];
        const cur = PRECEDENCE[token];
        if (top > cur || (top === cur && token !== "^")) output.push(operators.pop());
        else break;
      }
      operators.push(token);
    } else if (token === "(") {
      operators.push(token);
    } else if (token === ")") {
      while (operators[operators.length - 1] !== "(") output.push(operators.pop());
      operators.pop();
    } else {
      output.push(token);
    }
  }
  while (operators.length > 0) output.push(operators.pop());
  return output;
}

const expressions = [
  "3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3",
  "a*(b+c)-d/e",
  "(12-3)-(4-1)-7",
  "2^3^2*x+10/5/y",
  "((a + b) * (c - d)) ^ 2",
  "price*(1+rate)^years-10",
];
for (const expression of expressions) {
  console.log(infixToPostfix(expression).join(" "));
}
