-- Decision 205: a currency typed in lower case ('usd') was stored as typed, so it counted in no pay band and the salary
-- filters' rough rates did not know it. Postings are upper-cased on the way in now; these are the ones from before.
UPDATE jobs SET salary_currency = upper(salary_currency) WHERE salary_currency <> upper(salary_currency);
