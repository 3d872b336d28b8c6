function evaluatePostfix(expression) {
  const stack = [];
  for (const token of expression.trim().split(/ +/)) {
    if (token === "+" || token === "-" || token === "*" || token === "/") {
      const right = stack.pop();
      const left = stack.pop();
      if (token === "+") stack.push(left + right);
      else if (token === "-") stack.push(left - right);
      else if (token === "*") stack.push(left * right);
      else stack.push(Math.trunc(left / right));
    } else {
      stack.push(parseInt(token, 10));
    }
  }
  return stack.pop();
}

const expressions = [
  "5 1 2 + 4 * + 3 -",
  "2 3 4 * + 5 6 - *",
  "100 7 / 3 2 * -",
  "15 7 1 1 + - / 3 * 2 1 1 + + -",
  "4 10 - 27 8 / *",
];
for (const expression of expressions) {
  console.log(String(evaluatePostfix(expression)));
}
